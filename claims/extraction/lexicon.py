"""Cue words of claims, by kind: data the extractor's features and rules read.

Each kind maps to lower-case phrases, matched on token boundaries. A phrase
may belong to several kinds. The kinds say what a sentence may be doing
(funding, deployment, capability, statistic, projection, opinion …) and how
it says it (hedged, negative, positive, attribution); the rules of
:mod:`claims.extraction.rules` count them per clause.
"""

from __future__ import annotations

import re
import threading
from functools import cache

import spacy
from spacy.matcher import PhraseMatcher

__all__ = ["CUES", "cue_spans"]

#: Doubt as news tells it: an opinion's cue and a negative one (both lists take it).
_DOUBTS = (
    "too expensive", "too costly", "too slow", "too risky", "too fragile",
    "raised questions", "raises questions", "more questions than", "questions about", "questions over", "scrutiny", "vulnerability", "vulnerabilities",
    "security flaw", "backdoor", "reckless", "negligent", "inquiry", "probe", "impatient", "limitation", "limitations",
    "drawback", "shortcoming", "scaled back", "scales back", "scaling back", "pared back", "cut back", "decades away",
    "decade away", "warn", "several attempts", "multiple attempts", "repeated attempts", "niche product",
    "few paying customers", "few customers", "tells us little", "says little", "little evidence", "no evidence",
    "cracks", "look closer", "no bargain", "don't work", "doesn't work", "does not work", "fantasy", "pipe dream",
    "date moves", "keeps slipping", "goalposts", "looks stretched", "stretched valuation", "overvalued", "frothy",
    "toys", "a toy", "party trick", "party tricks", "parlor trick", "parlour trick", "publicity stunt", "pr stunt",
    "marketing stunt", "vaporware", "smoke and mirrors", "puppeteered", "cherry-picked", "cherry picked",
    "unanswered", "unverified", "independently verified", "not approved", "non-binding", "nonbinding",
    "letters of intent", "letter of intent", "far too", "overpromised", "over-promised", "overpromising",
    "underdelivered", "under-delivered", "broken promises", "quietly ended", "ended quietly", "quietly shelved",
    "quietly dropped", "wound down", "shelved", "abandoned", "cash burn", "burning cash", "burn rate",
    "loss-making", "money-losing", "unprofitable", "dubious", "misleading", "exaggerated", "exaggeration",
    "overstated", "overstates", "inflated", "hyperbole", "brittle", "impractical", "gimmicky", "novelty act",
    "keeps me up at night", "keep me up at night", "keeps us up at night", "lose sleep", "losing sleep",
    "hesitated", "hesitates", "hesitating", "hesitant", "jerky", "wobbly", "stumbled", "stumbles",
    "stumbling", "not convinced", "unconvinced", "have slipped", "has slipped", "repeatedly slipped",
    "believe it when i see", "not a business", "not a product", "does not exist yet", "doesn't exist yet",
    "never published", "has never shown", "have never shown", "fell far short", "falls far short", "fall far short",
    "fell well short", "came up short", "comes up short", "downplays", "downplayed", "downplaying", "glosses over",
    "glossed over", "want us to believe", "want us all to believe", "wants us to believe", "would have us believe",
    "would have you believe", "want you to believe", "lost balance", "lost its balance", "loses its balance",
    "losing its balance", "collapsed", "toppled", "tumbled", "face-planted", "faceplanted", "flailed", "a puppet",
    "will not see", "won't see", "will never see", "contests", "contested", "disputes", "disputed", "farther off",
    "further off", "puppets", "tempering", "temper expectations", "have trouble", "has trouble", "had trouble",
    "made out to be", "with caution", "grain of salt", "pinch of salt", "raising questions", "novelty", "nearly fell",
    "almost fell", "fell dramatically", "fell during", "fell backward", "fell backwards", "absurdity",
    # a claim set against what others saw: "gave the impression that …", "not aligned with", "avoided live demos"
    "given the impression", "gave the impression", "give the impression",
    "at odds with", "not aligned", "have not aligned", "has not aligned", "did not align", "does not align",
    "doesn't align", "avoided live", "avoided questions", "avoided specific questions", "dodged questions",
    "dodged the question", "sidestepped questions", "sidestepped the question", "evaded questions",
    "evaded the question", "more modest reality", "modest reality",
    "misrepresented", "misrepresenting", "contradicted", "contradicts", "contradicting", "limited pilot",
    "limited tasks", "veracity", "suspicious", "scrubbed from", "drop in the bucket", "salient concern", "one concern",
    "main concern", "key concern", "biggest concern", "major concern", "slowcoach", "a bit slow", "ahead of reality",
    "run ahead of", "ran ahead of", "running ahead of", "running far ahead of", "runs far ahead of", "weakest link",
    "weak link", "come and gone", "came and went", "looks heroic", "heroic assumption", "heroic assumptions",
    "down this road before", "wait and see", "wait to see it", "none has signed", "none have signed",
    "no one has signed", "few robots can", "few humanoids can", "few can yet", "still running pilots",
    "still running humanoid pilots", "still in pilots", "still in the pilot", "still piloting", "still at the pilot",
    "outpaced reality", "warning signs", "warning sign", "red flags", "red flag",
    "burning through", "burn through", "burned through", "burnt through", "trough of disappointment",
    "completely still", "totally still", "stood still", "immobile", "like sculptures", "like statues",
    "tricky", "daunting", "elusive", "speculative", "premature", "headwinds", "setbacks", "clunky", "far-fetched",
    "overpromise", "overpromises",
    # a skill shown as less than it looked, a gain not found
    "primitive", "rudimentary", "scripted", "pre-scripted", "pre-programmed", "choreographed in advance",
    "no measurable", "no meaningful", "no clear gain", "weakest part", "weak point", "weak spot", "balk", "balks",
    "balked", "baulk", "baulked", "do not add up", "does not add up", "don't add up", "doesn't add up",
    "did not add up", "didn't add up", "edited to hide",
    # a task judged far off, a moment judged inflated, promise set against what is done
    "tall order", "taller order", "hype-filled", "hype filled", "gap between promise", "gap between the promise",
    "gap between hype", "gap between the hype",
    # what is left unanswered: "several key issues still need to be clarified", "open questions remain"
    "to be clarified", "yet to be clarified", "open questions", "unresolved",
    # what is not settled yet: "its exact task is still under discussion", "the price is yet to be decided"
    "still being worked out", "still to be worked out", "yet to be worked out", "still under discussion",
    "still being discussed", "yet to be decided", "still undecided", "not yet been decided", "has not been decided",
    # a distance still to go: "a reminder of how far these machines still are from true autonomy"
    "reminder of how far", "how far off", "how far away",
)
#: Praise told of others ("observers praised", "customers have been pleased with"): an opinion's cue and a positive
#: one (both lists take it).
_PRAISE = ("praised", "praises", "lauded", "applauded", "pleased with", "impressed by",
           # a moment or a place judged: "called the deal a turning point", "well positioned to lead the market"
           "turning point", "inflection point", "watershed", "well positioned", "well-positioned",
           "trillion-dollar", "multi-trillion-dollar", "multitrillion-dollar",
           # nearly there, the measure of others, a first step, money staked on it
           "on the cusp", "on the verge of", "gold standard", "first step toward", "first step towards",
           "betting that", "bet that", "clear success", "huge success", "great success", "big success",
           "resounding success", "unqualified success")

CUES: dict[str, tuple[str, ...]] = {
    "FUNDING": (
        "funding", "funding round", "round of funding", "extension", "top-up", "tranche", "investment", "investments",
        "invest", "invested", "invests",
        "investors", "investor", "financing", "valuation", "valued at", "values", "valuing", "seed round",
        "fundraise", "fundraising", "venture", "backed by", "closed a round", "closed its round", "series a",
        "series b", "series c", "series d", "series e", "pre-money", "post-money", "stake", "raise", "raised",
        "raises", "raising", "secured", "secures", "lands", "landed", "bags", "bagged", "nets", "netted", "snags",
        "snagged", "pulled in", "pulls in", "took in", "takes in", "brought in", "brings in", "led by", "spearheaded by", "participation", "grant", "ipo", "listing",
        "prospectus", "shares", "acquire", "acquired", "acquisition", "acquiring", "takeover", "deal",
        "capital", "unicorn", "market capitalization", "market cap", "round", "value", "backer", "backers",
        "shareholder", "shareholders", "investor in", "an investor", "initial public offering", "public offering",
        "go public", "going public", "went public", "received", "receives", "fund",
        # a round grown and a total told: "extended by a further $53 million, taking the company's total past $400m"
        "extended by a further", "was extended by", "its total past", "company's total", "total funding", "total raised",
    ),
    "DEPLOYMENT": (
        "deployed", "deploys", "deploy", "deploying", "deployment", "deployments", "working at", "work at",
        "paying customer", "paying customers", "first customer", "commercial customer", "first commercial customer",
        "works at", "worked at", "working in", "worked in", "working for", "pilot", "pilots", "piloted",
        "piloting", "pilot program", "pilot project", "rolled out", "rolling out", "rolls out", "rollout",
        "in production at", "shipped to", "ships to", "delivered to", "supplying", "supplied", "supplies", "customer", "customers", "commercial",
        "commercial agreement", "commercial deal", "agreement", "partnership", "partner", "partnered",
        "partners with", "partnering with", "teams up", "partnerships with", "collaborations with",
        "collaborating with", "collaborates with", "collaborated with",
        "teamed up", "working inside", "began working", "started working",
        "collaboration", "trial", "trials", "trialling", "trialing", "testing", "tests", "tested", "test",
        "fleet", "put to work", "on the factory floor", "assembly line", "production line", "plant",
        "factory", "training stage", "warehouse", "facility", "facilities", "site", "sites", "stationed", "introducing",
        "bringing", "using", "uses", "used", "paused", "halted", "suspended", "retired", "retirement",
        "ended", "retiring", "retires", "installed", "operating", "operates", "in use", "brought", "bringing", "doing tasks", "living in",
        "test homes", "on the line", "mall", "shopping mall", "hospital", "fulfillment center", "fulfilment centre",
        "distribution center", "logistics hub", "making use of", "makes use of", "made use of", "undergoing",
        "underwent", "experimenting with", "experimented with", "experiments with", "workshop", "body shop",
        "into service", "in service", "trialled", "trialed", "sent to", "store", "stores", "began shipping",
        "started shipping", "began delivering", "started delivering", "begun shipping", "begun delivering",
        "ordered", "placed an order", "placed orders", "into use", "into operation", "entered the factory",
        "entered the plant", "assembly cell", "work cell", "bought", "purchased",
        "test-driving", "test-drives", "test-drove", "test-driven", "testing ground", "proving ground",
        "training at", "being trained at", "on the job", "leased", "leases", "leasing", "rents", "rented",
        "renting", "paying to use", "pays to use", "paid to use", "paying for", "pays for", "paid for",
        "jointly develop", "jointly developing", "jointly developed", "co-develop", "co-developing", "co-developed",
    ),
    "PAUSE": ("paused", "pauses", "halted", "halts", "suspended", "stopped", "pulled", "retired", "retirement", "retiring",
              "retires",
              "ended", "scrapped", "cancelled", "canceled", "withdrew", "leaving", "exits"),
    "CAPABILITY": (
        "can", "could", "is able to", "are able to", "able to", "capable of", "capable", "walks", "walk",
        "walked", "walking", "lifts", "lift", "lifting", "carries", "carry", "carrying", "demonstrated",
        "demonstrates", "demonstration", "demo", "performs", "perform", "performed", "handles", "handle",
        "sorts", "sort", "sorting", "picks", "picking", "grasp", "grasps", "grasping", "manipulate",
        "manipulation", "learned to", "learning to", "learns", "climbs", "runs", "run", "running", "jumps",
        "jump", "backflip", "backflips", "somersault", "folds", "fold", "folding", "navigates", "navigate",
        "showed", "shown", "shows", "show", "waved", "waves", "dance", "dances", "dancing", "served",
        "moves", "moved", "moving", "loading", "loads", "loaded", "autonomously", "autonomous", "autonomy",
        "teleoperated", "teleoperation", "remotely operated", "remote controlled", "remote operator",
        "operated remotely", "controlled remotely", "piloted remotely", "remotely piloted",
        "remotely controlled", "remote-controlled", "remotely guided", "controlled by humans", "serving",
        "stands", "weighs", "unveiled", "unveils", "rolled out its", "rolled out their", "revealed", "reveals", "launched", "launches", "debuted",
        "introduced", "released", "features", "equipped", "powered by", "train", "trains", "trained", "training", "skills",
        "tasks", "speech", "conversation", "balance", "dexterity", "dexterous", "hands", "fingers", "sensors",
        "uses", "use", "certified", "certification", "actuators", "software", "chores",
        "driven by", "charges", "charging", "pick up", "picks up", "allows the robot to", "allows it to",
        "enables the robot to", "enables it to", "lets the robot", "flips", "flipped", "propels", "leaps", "leapt",
        "sprints", "sprinted", "hops", "crawls", "squats", "avoids obstacles", "avoided obstacles", "tidies", "tidied",
        "tidying", "put away", "puts away", "putting away", "handed", "hand a", "hands a", "hand it", "hand over",
        "hands over",
        *(f"{verb} {whose} {what}" for verb in ("plans", "planned", "planning") for whose in ("its", "their", "a")
          for what in ("path", "route", "steps", "footsteps", "motion", "moves", "grasp", "trajectory")),
        *(f"{verb} {whose} {what}" for verb in ("maps", "mapped", "mapping") for whose in ("the", "its", "their", "a")
          for what in ("room", "surroundings", "environment", "space", "area", "floor", "warehouse", "site", "home")),
        "cartwheel", "cartwheels", "kicks", "kicked", "punches", "stacks", "stacked", "stacking", "packs", "packing",
        "cooks", "cooking", "cleans", "cleaning", "pours", "welds", "welding", "inspects", "inspection", "patrols",
        "unloads", "unloading", "recovers", "recover", "recovered", "gets back up", "got back up", "on its own",
        "got up", "gets up", "waving", "to wave", "showcased", "showcases", "showcasing", "utilizes", "utilises",
        "utilizing", "utilising",
        "by itself", "learned to", "learns to", "waterproof", "weatherproof",
        # the plain form, after a plural subject: "the robots unload trailers", "Digit units stack totes"
        "unload", "climb", "stack", "cook", "pour", "weld", "inspect", "patrol", "flip", "leap", "sprint", "hop",
        "crawl", "squat", "kick", "punch", "recognize", "recognise", "assemble", "install", "respond",
        # what it takes from people: "understands spoken commands", "follows instructions"
        "understands", "understand", "understood", "commands", "instructions", "obeys",
        # the past tense of what it did, as a show or a trial tells it: "robots poured drinks", "it sorted parcels"
        "lifted", "carried", "handled", "sorted", "picked", "grasped", "manipulated", "climbed", "jumped", "folded",
        "navigated", "danced", "poured", "cooked", "cleaned", "welded", "inspected", "patrolled", "unloaded",
        "assembled", "responded", "recognized", "recognised", "hopped", "crawled", "squatted", "punched", "packed",
        "kept its footing", "kept its balance", "kept their footing", "kept their balance", "stayed upright",
        "stays upright", "places", "placed", "placing", "docks itself", "docked itself", "docks to", "docking station",
    ),
    "STATISTIC": (
        "payload", "battery", "battery life", "per charge", "runtime", "run time", "top speed", "speed",
        "degrees of freedom", "dof", "price", "priced", "priced at", "costs", "cost", "sells for", "sells",
        "sold for", "selling for", "retails", "retails for", "price tag", "capacity", "a year", "per year",
        "annually", "per month", "a month", "weighs", "weight", "tall", "height", "percent", "%",
        "square feet", "square foot", "kg", "kilograms", "pounds", "lb", "lbs", "meters", "metres", "cm",
        "hours", "minutes", "units", "shipments", "shipped", "delivered", "deliveries", "built", "produced",
        "manufactured", "founded", "headquartered", "based in", "employees", "staff", "patents", "revenue",
        "sales", "orders", "order", "ordered", "torque", "newton meters", "joints", "motors", "actuators",
        "rolled off", "rolls off", "employs",
    ),
    "PROJECTION": (
        "will", "'ll", "shall", "plans to", "plan to", "plans", "planned", "planning", "expects", "expect",
        "expecting", "expected", "aims", "aim to", "aiming", "target", "targets", "targeting", "targeted",
        "goal", "goals", "intends", "intend to", "going to", "on track", "scheduled", "slated", "set to",
        "forecast", "forecasts", "forecasting", "projected", "projection", "projects", "roadmap", "hoped",
        "hopes", "hope to", "wants to", "want to", "promised", "promise", "predicted", "predicts", "predict",
        "estimate", "estimates", "estimated", "by 2025", "by 2026", "by 2027", "by 2030", "by 2035",
        "by 2050", "next year", "this year", "later this year", "by the end of", "in the coming",
        "in the next", "within", "future", "eventually", "soon", "upcoming", "deadline", "delay", "delays",
        "delayed", "postponed", "pushed back", "behind schedule", "ramp", "ramp up", "mass production",
        "mass-produce", "mass produce", "scale up", "scale", "scaling", "commercialize", "commercialization",
        "pre-orders", "preorders", "deliveries set", "will begin", "will start", "would", "could", "may",
        "might", "years away", "years from", "months away", "months from", "years off",
        "preparing to", "prepares to", "prepare to", "getting ready to", "gets ready to", "gearing up to",
        "gears up to", "poised to", "readying", "readies",
    ),
    "OPINION": (
        "believe", "believes", "believed", "think", "thinks", "thought", "in my view", "in our view",
        "in my opinion", "doubt", "doubts", "doubtful", "doubted", "sceptical", "skeptical", "sceptic",
        "skeptic", "sceptics", "skeptics", "scepticism", "skepticism", "risk", "risks", "risky", "hype",
        "hyped", "overhyped", "over-hyped", "bubble", "unproven", "concerned", "concern", "concerns",
        "warns", "warned", "warning", "critics", "criticism", "criticised", "criticized", "questionable",
        "unrealistic", "remains to be seen", "gimmick", "overrated", "impressive", "impressed", "breakthrough", "breakthroughs",
        "remarkable", "revolutionary", "game changer", "game-changer", "stunning", "exciting", "excited", "triumph",
        "stole the show", "steals the show", "captivates", "captivated", "captivating", "wowed", "wows",
        "foresees", "foresaw", "sees potential", "saw potential", "best inventions", "earned a place", "the talk of",
        "promising", "astonishing", "milestone", "world's first", "the first", "the most", "the best",
        "the largest", "the biggest", "of all time", "in history", "leading", "leader", "pioneer",
        "ambitious", "admission", "admitted", "admits", "failure", "fails", "failed", "falls short",
        "fell short", "far from", "not yet", "still", "yet to", "struggle", "struggles", "struggling",
        "challenge", "challenges", "hard problem", "hardest part", "the hardest", "difficult", "slow", "agonizingly",
        "unclear", "uncertain",
        "remain cautious", "cautious on", "cautious about", "the only humanoid", "the only company", "the only robot",
        "the only one", "glacial", "sluggish", "painfully slow", "clumsy", "drops objects", "no small feat",
        "no mean feat", "undeniable", "sped up", "speeded up", "no guarantee", "pouring money", "record pace",
        "overwhelming", "better suited", "more suited", "well suited", "best suited", "laid off", "lays off",
        "layoffs", "falsehoods", "denied the allegations", "denies the allegations",
        "rejected the allegations", "called the claims", "don't expect", "do not expect", "any time soon",
        "anytime soon", "shaky",
        "uncertainty", "questions", "skepticism", "surprised", "surprising", "amazing", "incredible",
        "huge", "massive", "gigantic", "enormous", "transform", "transformative", "revolution", "next frontier",
        "validation", "validator", "proud", "no meaningful limit", "sky's the limit", "bold", "honest",
        "brutal", "disappointing", "disappointment", "teleoperated", "not autonomous", "not fully autonomous",
        "remote operator", "human babysitter", "lawsuit", "suing", "alleges", "alleged", "dangerous", "underweight",
        "overweight", "outperform", "underperform", "buy rating", "sell rating", "my bet", "our bet", "credibility",
        "top pick", "top picks", "our preferred", "we prefer", "we rate", "initiate coverage",
        "unsafe", "safety", "injure", "fracture", "not disclosed", "did not disclose", "hasn't revealed",
        "has not revealed", "undisclosed", "noteworthy", "pinnacle", "dreamed of", "brightest", "look forward to",
        "looking forward to", "the right time", "big part of the future", "too human", "open about",
        "as a solution", "significant investment", "paying for itself", "pays for itself", "pay for itself", "touts",
        "touted", "hailed", "new phase", "growing trend", "reflects a", "signify", "signifies", "signified",
        "a signal", "major shift", "marks a shift", "is a signal", "far short of", "barely", "human operator", "human operators",
        "remotely controlling", "remotely operating", "controlling it remotely", "controlling them remotely",
        "operating it remotely", *_DOUBTS, *_PRAISE,
    ),
    "HEDGE": (
        "might", "could", "would", "may", "reportedly", "rumoured", "rumored", "rumour", "rumor",
        "allegedly", "possibly", "perhaps", "potentially", "probably", "is said to", "are said to",
        # (not here: an estimate, and people no one names, "according to people familiar with the matter"; they hedge
        # every claim but a statistic, whose figure of record is an estimate: rules._OFF_RECORD)
        "unconfirmed", "likely", "unlikely", "hopes", "hope to", "hoping", "in talks", "talks",
        "in discussions", "considering", "exploring", "appears", "seems",
        # a deal still being worked out: "is in funding negotiations that could raise $500 million"
        "negotiations", "negotiating", "advanced discussions", "advanced talks",
        "reports indicate", "report says", "according to a report", "the information reports",
    ),
    "NEGATIVE": (
        "doubt", "doubts", "doubtful", "sceptical", "skeptical", "skepticism", "scepticism", "risk", "risks",
        "less efficient", "less productive", "less reliable", "less capable", "wary", "growing wary", "growing concern", "growing concerns", "growing doubts", "growing scepticism",
        "growing skepticism", "losing money", "lose money", "loses money", "lost money", "net loss", "cut jobs", "cuts jobs",
        "cutting jobs", "scale back", "scaling back",
        "risky", "delay", "delays", "delayed", "postponed", "pushed back", "pushed to", "pushed out", "slipped to",
        "paused", "halted", "suspended",
        "fail", "fails", "failed", "failure", "behind schedule", "falling behind", "far behind", "behind",
        "overhyped", "hype", "bubble", "unproven", "caveat", "caveats", "concerned", "concerns", "warns", "warned", "problems",
        "problem", "struggle", "struggles", "struggled", "struggling", "missed", "miss", "layoffs", "laid off",
        "lays off", "layoff", "lawsuit",
        # a show set against the thing itself: "what Tesla wants it to be, not what it is"
        "not what it is", "not what they are", "not what it can do", "not what they can do",
        "not exactly", "fiasco", "debacle", "flop", "vaporware", "boondoggle", "going nowhere", "delusional", "snake oil",
        "sued", "suing", "recall", "injury", "injured", "cancelled", "canceled", "setback", "unrealistic",
        "not yet", "far from", "criticised", "criticized", "critics", "criticism", "falls short", "fell short", "declined",
        "decline", "downturn", "losses", "loss", "gimmick", "questionable", "unreliable", "scrapped",
        "cannot", "can't", "can not", "couldn't", "could not", "unable", "unlikely", "overrated", "pulled",
        "neither", "not met", "far below", "lower than", "slower", "slow", "agonizingly", "crumbling",
        "do not believe", "don't believe", "no budget", "not decided", "yet to", "lacking", "lacks", "lack",
        "difficult", "hard", "hardest", "challenge", "challenges", "challenging", "cold water", "reset", "idle",
        "fall short", "fraction", "stuck", "motionless", "not ready", "wasn't ready", "anecdote", "awkward",
        "brutal", "not fully", "not autonomous", "still needs", "human babysitter", "remote human", "red",
        "break even", "plunge", "plunged", "erased", "fear", "fears", "redundant", "job cuts", "dangerous",
        "unsafe", "fracture", "gash", "fired", "wrongful", "departure", "leaving", "exits", "uncertainty",
        "plummeted", "lowest", "worst", "no one", "nothing", "not a single", "none", "only", "mock-up",
        "cut our", "cut its", "cuts", "lowered", "reduced our", "underweight", "underperform", "downgrade",
        "mockup", "without", "hasn't", "has not", "didn't", "did not", "wasn't", "isn't", "aren't",
        "restrained", "too complicated", "too long", "too early", "mistake", "immature", "gradual", "not recorded",
        "no news", "without a brain", "no ai", "gutted", "damages", "termination", "wrongful", "postponing",
        "many months away", "uncanny", "outsourced", "spoof", "suing", "sued", "allegations", "complaint",
        "obstacles", "barrier", "barriers", "bottleneck", "bottlenecks", "far-off", "no time soon", "wiggle room", "vague", "uncertain", "uncertainty", "less positive", "poorly", "weak", "weakness", "fall down",
        "break", "fails", "lags", "lagging", "behind", "expectation reset", "reality check", "overheated",
        "not novel", "not a novel", "nothing new", "not new", "young child", "toddler", "infancy", "derailed",
        "at an early stage", "early days", "still early",
        "snag", "snags", "hit a snag", "falters", "falter", "faltered", "faltering", "overheating", "overheats",
        "inadequate", "fall short", "fall well short", "falls well short", "fell well short", "controlled stunts",
        "extrapolation", "beyond the industry's", "beyond current capabilities", "issues include", "problems include",
        "major gap", "huge gap", "big gap", "wide gap", "vast gap", "yawning gap", "the leap from",
        "all prototypes", "still prototypes", "largely prototypes", "mostly prototypes",
        "admission", "conceded", "concedes", "concession", "admitted", "admits", "work to be done", "a lot of work", "much work",
        "longer time", "a long time", "obscure", "obscures", "stepped into the market", "crowded",
        "worry", "worries", "worried", "worrying",
        "far cry", "open question", "remains to be seen", "carefully edited", "heavily edited", "unclear",
        "anyone's guess",
        "sceptic", "skeptic", "sceptics", "skeptics", "naysayers", "cynics", "detractors", "staged",
        "remain cautious", "remains cautious", "cautious on", "cautious about", "no guarantee", "glacial",
        "underestimates how long", "underestimate how long", "underestimates how hard", "underestimate how hard",
        "underestimates how difficult", "underestimate how difficult",
        "sluggish", "painfully slow", "clumsy", "drops objects", "sped up", "speeded up", "don't expect",
        "do not expect",
        "any time soon", "anytime soon", "shaky", "not a bargain",
        "careless", "impatience", "drawbacks", "shortcomings", "years away", "fell over", "falls over", "tell us little",
        "long way to go", "long road ahead", "a long road", "long road before", "don't need", "do not need", "no need for", "not mature", "plagued",
        "embarrassing", "embarrassment", "disasters",
        *_DOUBTS,
    ),
    "POSITIVE": (
        *_PRAISE,
        "optimistic", "optimism", "breakthrough", "breakthroughs", "flagship product", "top potential winner",
        "potential winner", "biggest winner", "biggest winners", "talking up", "talk up", "talks up", "pushed the limits", "pushed the boundaries", "upside risk", "upside risks", "no small feat", "no mean feat",
        "undeniable", "overwhelming", "pouring money", "record pace", "impressive", "record-breaking", "milestone",
        "successful",
        "successfully", "success", "succeeding", "exceeds", "exceeded", "ahead of schedule", "strong",
        "excited", "exciting", "confident", "confidence", "leading", "revolutionary", "promising",
        "remarkable", "game changer", "game-changer", "transformative", "transform", "soared", "surged", "triumph",
        "stole the show", "steals the show", "captivates", "captivated", "captivating", "wowed", "wows",
        "foresees", "foresaw", "sees potential", "saw potential", "best inventions", "earned a place", "the talk of",
        "booming", "accelerate", "accelerates", "accelerated", "accelerating", "tens of thousands",
        "millions of", "billions of", "massive", "stunning", "astonishing", "impressed", "the largest",
        "the biggest", "of all time", "world's first", "the first", "the most", "new species", "next level",
        "whole new level", "faster than expected", "natural part", "safe", "safer", "cheaper", "gigantic",
        "huge", "enormous", "rapidly", "fast", "growing", "growth", "potential", "opportunity",
        "opportunities", "pioneer", "pioneering", "leader", "best", "validator", "validation", "proud",
        "blown away", "no meaningful limit", "sky's the limit", "insanely fast", "bigger than", "overweight",
        "outperform", "upgrade", "top pick", "top picks", "paying for itself", "pays for itself", "pay for itself", "paid for itself",
        "touts", "touted", "hailed", "easy sell", "no-brainer", "not unrealistic", "not impossible", "not unreasonable", "achievable",
    ),
    "ATTRIBUTION": (
        "said", "says", "told", "tells", "wrote", "writes", "added", "adds", "according to", "explained",
        "noted", "notes", "argued", "argues", "claimed", "claims", "stated", "announced", "announces",
        "confirmed", "confirms", "reported", "reports", "revealed", "disclosed", "commented", "recalls",
        "asserts", "insisted", "emphasized", "outlined",
    ),
    "FIRST_PERSON": ("i", "we", "our", "my", "us", "i'm", "we're", "we've", "i've", "we'll", "i'll"),
}


_LOCK = threading.Lock()
_MATCHER: tuple[spacy.language.Language, PhraseMatcher] | None = None


def _matcher() -> tuple[spacy.language.Language, PhraseMatcher]:
    global _MATCHER
    with _LOCK:
        if _MATCHER is None:
            nlp = spacy.blank("en")
            nlp.max_length = 10**8  # the tokenizer only
            matcher = PhraseMatcher(nlp.vocab, attr="LOWER")
            for kind, phrases in CUES.items():
                # Real pages write the apostrophe either way: "hasn't" and "hasn’t" are one cue.
                spelled = dict.fromkeys([*phrases, *(p.replace("'", "’") for p in phrases if "'" in p)])
                matcher.add(kind, list(nlp.tokenizer.pipe(spelled)))
            _MATCHER = (nlp, matcher)
        return _MATCHER


_NOT_JUST = ("just", "only", "merely", "simply")

#: What "shares" tells when it is a verb of telling: "shares how …", "shares his thoughts", "shares a video".
_TOLD_AFTER_SHARES = frozenset({"how", "what", "why", "when", "where", "his", "her", "their", "its", "our", "insights",
                                "details", "lessons", "thoughts", "stories", "a", "an", "the", "updates", "footage", "plans"})


def cue_spans(text: str, start: int, end: int) -> list[tuple[str, int, int]]:
    """``(kind, start, end)`` of every cue phrase in ``text[start:end]``, in document offsets.

    Matched on lower-cased tokens of spaCy's English tokenizer, on token boundaries.
    """
    nlp, matcher = _matcher()
    doc = nlp.make_doc(text[start:end])
    words = [t for t in doc if t.is_alpha]
    headline = len(words) >= 3 and sum(t.text[0].isupper() for t in words) > 0.6 * len(words)
    out = []
    for match_id, s, e in matcher(doc):
        kind = nlp.vocab.strings[match_id]
        if kind not in ("ATTRIBUTION", "FIRST_PERSON", "FUNDING") and not headline and s and _in_name(doc, s, e):
            continue  # "the Defense Advanced Research Projects Agency", "Global Leader Inc.": words of a name
        if kind == "POSITIVE" and doc[s:e].text.lower() == "potential" and e < len(doc) \
                and not doc[e].is_punct and not doc[e].is_space and doc[e].lower_ not in _FUNCTION_WORDS:
            # "potential investors", "potential Optimus buyers", "a potential $50 million fine": an adjective
            # (prospective, possible) before its noun, whatever opens the noun phrase, no praise
            continue
        if kind == "PROJECTION" and doc[s:e].text.lower() in ("promise", "promises") \
                and any(t.lower_ in ("between", "gap") for t in doc[max(0, s - 3):s]):
            continue  # "the gap between promise and performance": what was held out, set against what is done; no plan
        if kind == "NEGATIVE" and doc[s:e].text.lower() == "behind" and (
                s and doc[s - 1].lower_ in _MAKERS_OF or doc[e:e + 2].text.lower() == "the scenes"):
            continue  # "the Texas startup behind the Apollo humanoid", "behind the scenes": who made it, no lag
        if kind == "POSITIVE" and doc[s:e].text.lower() in ("touted", "vaunted") and s >= 2 \
                and doc[s - 2].lower_ == "much" and doc[s - 1].text == "-":
            continue  # "the much-touted Optimus": the writer's irony about the noise, not praise
        if kind == "NEGATIVE" and doc[s:e].text.lower() in ("a long time", "longer time") and (
                any(t.lower_ == "been" for t in doc[max(0, s - 4):s]) or doc[e:e + 1].text.lower() == "ago"
                or any(t.lower_.startswith(_LONGED_FOR) for t in doc[max(0, s - 8):s])):
            # "we've been building robots a long time": experience, no delay; "science fiction has promised us these
            # for a long time": long awaited
            continue
        if kind == "NEGATIVE" and doc[s:e].text.lower() in ("obstacle", "obstacles") \
                and any(t.lower_.startswith(("avoid", "navigat", "climb", "step", "detect", "dodg", "around", "over"))
                        for t in doc[max(0, s - 3):s]):
            continue  # "Digit avoided obstacles", "navigates around obstacles": a skill, not a hurdle
        if kind == "NEGATIVE" and doc[s:e].text.lower() in ("barrier", "barriers") \
                and any(t.lower_ in ("without", "behind", "safety", "physical", "protective", "no")
                        for t in doc[max(0, s - 2):s]):
            continue  # "work next to people without barriers": a fence, not a hurdle
        if kind == "NEGATIVE" and doc[s:e].text.lower() == "behind" \
                and doc[e:e + 4].text.lower().replace(" ", "").replace("–", "-") == "-the-scenes":
            continue  # "a behind-the-scenes video": backstage, not lagging
        if kind == "NEGATIVE" and doc[s:e].text.lower() == "pulled" and doc[e:e + 1].text.lower() == "in":
            continue  # "pulled in $70 million": money raised, nothing withdrawn
        if kind == "NEGATIVE" and doc[s:e].text.lower() == "unlikely" and s and doc[s - 1].lower_ in ("an", "a", "the") \
                and e < len(doc) and doc[e].is_alpha and doc[e].lower_ not in ("to", "that", "and", "but"):
            continue  # "an unlikely triumph", "an unlikely hero": unexpected, not doubtful
        if kind == "FUNDING" and doc[s:e].text.lower() in ("raised", "raises", "raise", "raising") \
                and doc[e:e + 1].text.lower() in ("its", "his", "her", "their", "a", "an", "one", "both") \
                and doc[e + 1:e + 2].text.lower() in ("hand", "hands", "arm", "arms", "leg", "legs", "head", "eyebrows"):
            continue  # "raised its hand to wave": a gesture, no money
        if kind == "FUNDING" and doc[s:e].text.lower() in ("raised", "raises", "raise", "raising") \
                and any(t.lower_ in ("price", "prices", "pricing", "cost", "costs") for t in doc[e:e + 3]):
            continue  # "raised the price of the G1 to $20,000": a price, no money raised
        if kind == "FUNDING" and doc[s:e].text.lower() == "value" and (
                doc[e:e + 1].text in ("-", "–") or doc[e:e + 1].text.lower() in ("proposition", "chain", "chains", "added")):
            continue  # "value-creating labour", "the value proposition": no valuation
        if kind == "CAPABILITY" and doc[e - 1].lower_.startswith(("reveal", "unveil")) \
                and doc[e:e + 1].text.lower() in ("that", "how", "what", "why", "whether", "about") \
                and not (s and doc[s - 1].lower_ in ("not", "n't", "n’t", "never")):
            continue  # "the company revealed that demand has surged": what it said, no robot shown
        if kind == "NEGATIVE" and (doc[e:e + 1].text.lower() in _NOT_JUST and doc[e - 1].lower_ in ("not", "n't", "n’t")
                                   or doc[s:e].text.lower() == "only" and s and doc[s - 1].lower_ in ("not", "n't", "n’t")):
            continue  # "its robots aren't just prototypes", "not only a demo": more than that, no doubt
        if kind == "NEGATIVE" and doc[e - 1].lower_ in ("not", "n't", "n’t") and (
                any(t.lower_ == "first" for t in doc[e:e + 3])
                or "idly by" in " ".join(t.lower_ for t in doc[e:e + 6])):
            continue  # "this isn't Hyundai's first foray" (again, no setback), "didn't want to sit idly by" (resolve)
        if kind == "NEGATIVE" and s and doc[s - 1].lower_ in ("not", "hardly") \
                and doc[s:e].text.lower() in ("unrealistic", "impossible", "unreasonable", "unlikely", "far-fetched"):
            continue  # "ambitious but not unrealistic": a litotes, said in favour
        if kind == "NEGATIVE" and doc[s:e].text.lower() in ("decline", "declines", "declined", "declining", "fall", "fell",
                                                           "drop", "dropped", "lower", "lowered", "cuts", "reduced") \
                and any(t.lower_ in ("cost", "costs", "price", "prices", "pricing") for t in doc[max(0, s - 24):s]):
            # "expects the cost of humanoid robots to decline": cheaper robots, good news for the field
            out.append(("POSITIVE", start + doc[s].idx, start + doc[e - 1].idx + len(doc[e - 1])))
            continue
        if kind == "HEDGE" and doc[s:e].text.lower() == "considering" and doc[e:e + 1].text.lower() in ("that", "how"):
            continue  # "a staggering ambition considering that it has built 100 robots": given that, no rumour
        if kind == "NEGATIVE" and doc[s:e].text.lower() in ("difficult", "challenging", "hard", "complex", "tricky") \
                and any(t.lower_.startswith(_FEAT_VERBS) for t in doc[max(0, s - 3):s]):
            continue  # "before executing a difficult backflip": a feat done, no doubt
        if kind == "NEGATIVE" and doc[s:e].text.lower() in _TASK_ADJECTIVES and _task_noun_after(doc, e) \
                and not any(t.lower_ in ("is", "are", "was", "were", "be", "been", "remains", "remain") for t in doc[max(0, s - 2):s]):
            # "takes over difficult, unsafe or tedious tasks", "dull and dangerous jobs": the work, no doubt (not
            # "building one is hard, dangerous work")
            continue
        if kind == "NEGATIVE" and doc[s:e].text.lower() in ("cannot", "can't", "can’t", "can not") and s \
                and doc[s - 1].lower_ in ("that", "which") and doc[e:e + 2].text.lower() == "be automated":
            continue  # "skills and processes that cannot be automated": the work left to people, no doubt
        if kind == "NEGATIVE" and (
                doc[s:e].text.lower() in ("did not", "didn't", "didn’t", "never") and _NOT_STOPPED.match(doc[e:e + 4].text.lower())
                or doc[s:e].text.lower() in ("cannot", "can't", "can’t") and NO_DOUBT_AFTER_CANT.match(doc[e:e + 4].text.lower())):
            # "the robots did not stop for 26 hours", "can't believe how fast", "when you can't find workers":
            # stamina, amazement, a shortage robots fill
            continue
        if doc[s:e].text == "May" and kind in ("HEDGE", "PROJECTION"):
            continue  # "In May, the company raised …", "May 24 (Reuters) -": the month, not the modal
        if kind == "NEGATIVE" and doc[s:e].text.lower() == "without" \
                and _WITHOUT_NO_DOUBT.match(doc[e:e + 3].text.lower()):
            continue  # "recovers from a fall without help", "a bipedal robot without arms": no doubt
        if kind in ("NEGATIVE", "OPINION") and doc[s:e].text.lower() == "toys" \
                and any(t.lower_.startswith(_HANDLING_VERBS) for t in doc[max(0, s - 3):s]):
            continue  # "picking up toys from the floor", "tidied away the toys": what it handles, no scorn
        if kind == "NEGATIVE" and any(t.lower_ in ("little", "minimal", "no", "without", "few", "negligible", "zero")
                                      for t in doc[max(0, s - 2):s]) \
                and doc[e - 1].lower_ in ("loss", "losses", "friction", "errors", "error", "problems", "issues", "downtime",
                                          "hiccups", "glitches", "failures", "mistakes", "incidents"):
            continue  # "transferred to the real robot with little loss", "no errors in 8 hours": it went well
        if kind == "NEGATIVE" and doc[s:e].text.lower() in ("break", "breaks") \
                and any(t.lower_ in ("without", "no") for t in doc[max(0, s - 2):s]):
            continue  # "sorted packages for eight hours without a break": stamina, nothing broken
        if kind == "NEGATIVE" and doc[s:e].text.lower() == "only" and s and doc[s - 1].lower_ in ("using", "uses", "used"):
            continue  # "using only cameras, Atlas maps the room": how little it needs, no doubt
        if kind == "FUNDING" and doc[s:e].text.lower() == "shares" and doc[e:e + 1].text.lower() in _TOLD_AFTER_SHARES:
            continue  # "the CEO shares how years of testing led to …", "shares his thoughts": telling, no equity
        if kind == "PROJECTION" and doc[s:e].text.lower() in ("plans", "planned", "planning") \
                and doc[e:e + 1].text.lower() in ("its", "their", "a", "the") \
                and doc[e + 1:e + 2].text.lower() in _PLANNED_MOTIONS:
            continue  # "maps the room and plans its path": motion planning, a skill, no plan of the company's
        out.append((kind, start + doc[s].idx, start + doc[e - 1].idx + len(doc[e - 1])))
    unchanged = _NO_CHANGE.search(text, start, end)
    if unchanged:
        # "My departure will not change a thing": the setback told before it is said to matter not at all, a
        # reassurance (not "will not change the fact that …")
        out = [c for c in out if not (c[0] == "NEGATIVE" and c[2] <= unchanged.end())]
        out.append(("POSITIVE", unchanged.start(), unchanged.end()))
    return out


#: Verbs of handling things, before what is handled: "picking up toys", "tidied away the toys".
_HANDLING_VERBS = ("pick", "tid", "put", "sort", "collect", "fetch", "gather", "stack", "carr", "up", "away", "mov", "grab",
                   "grasp", "hand")
#: What a robot plans when it moves: "plans its path", "planned a route".
_PLANNED_MOTIONS = frozenset({"path", "paths", "route", "routes", "motion", "motions", "moves", "steps", "footsteps",
                              "grasp", "grasps", "trajectory", "trajectories"})
#: Verbs of a thing long awaited, before "for a long time": "promised us these", "dreamed of".
_LONGED_FOR = ("promis", "dream", "imagin", "wait", "want", "hope", "longed", "envision")
#: Words that describe work a robot takes on, when a task noun follows: "difficult, unsafe or tedious tasks".
_TASK_ADJECTIVES = frozenset({"difficult", "hard", "hardest", "dangerous", "unsafe", "challenging", "brutal", "repetitive"})
_TASK_NOUNS = frozenset({"task", "tasks", "job", "jobs", "work", "chores", "labour", "labor", "environments", "conditions",
                         "duties", "roles", "work-", "assignments"})


def _task_noun_after(doc, e: int) -> bool:
    """A task noun right after ``e``, past a short list of other adjectives: "…, unsafe or tedious tasks"."""
    for t in doc[e:e + 6]:
        if t.lower_ in _TASK_NOUNS:
            return True
        if not (t.is_punct or t.is_alpha and t.lower_ not in _NOT_IN_A_LIST):
            return False
    return False


#: Words that end a list of adjectives before its noun: "difficult to …", "hard for …", "is hard".
_NOT_IN_A_LIST = frozenset({"to", "for", "the", "a", "an", "of", "in", "at", "on", "with", "is", "are", "was", "were",
                            "be", "been", "it", "that", "than", "because", "but"})
#: After "did not" or "never": what is good not to do ("did not stop for 26 hours").
_NOT_STOPPED = re.compile(r"(?:stop|quit|fail|tire|break\s+down|slow\s+down)\b(?!\s+(?:itself|themselves|from)\b)")
#: After "can't": amazement or a shortage robots fill ("can't believe how fast", "can't find workers"), no doubt.
NO_DOUBT_AFTER_CANT = re.compile(r"believe\s+how\b|find\s+(?:enough\s+)?(?:humans|people|workers|staff|labou?r)\b")


_NO_CHANGE = re.compile(r"\b(?:will|would|does|did|should|won['’]t|wouldn['’]t|doesn['’]t|didn['’]t)(?:\s+not)?\s+change"
                        r"\s+(?:a\s+(?:single\s+)?thing|anything|much)\b", re.I)


#: Verbs of a feat done, before what was hard about it ("executing a difficult backflip").
_FEAT_VERBS = ("execut", "perform", "complet", "pull", "nail", "master", "land", "handl", "tackl", "accomplish", "achiev",
               "solv")
_RATINGS = frozenset({"underweight", "overweight", "outperform", "underperform", "buy", "sell", "neutral", "hold",
                      "equal-weight", "market perform", "strong buy", "strong sell", "top pick"})


def _in_name(doc, s: int, e: int) -> bool:
    """Whether tokens ``s:e`` are capitalised words inside a longer capitalised name (not opening the sentence)."""
    def titled(t) -> bool:
        return t.is_alpha and t.text[0].isupper() and not t.is_upper
    if not all(titled(t) for t in doc[s:e]) or doc[s:e].text.lower() in _RATINGS:
        return False  # (an analyst's rating is capitalised by custom: "We rate Unitree Underweight")
    before = doc[s - 1] if s > 0 else None
    after = doc[e] if e < len(doc) else None
    return bool(before is not None and titled(before) and s - 1 > 0 or after is not None and titled(after))


#: "Without" and no doubt: what a robot no longer needs (help, a person, a break, a fall), a mishap it avoids
#: ("without breaking it"), or a part it is built without ("a bipedal robot without arms").
_WITHOUT_NO_DOUBT = re.compile(r"(?:any\s+|a\s+|human\s+|outside\s+|further\s+)*(?:help|assistance|intervention|supervision"
                               r"|guidance|tether|teleoperation|remote\s+control|breaks?|pause|stopping|falling|fail\w*"
                               r"|errors?|mistakes?|hitch|incident|interruption|retraining|re-?programming|human"
                               # a mishap avoided: "holding an egg without breaking it"
                               r"|breaking|dropping|damaging|crushing|spilling|tipping|slipping|tearing|cracking|denting"
                               r"|arms|legs|hands|wheels|head|face|torso)\b")


#: Who or what "behind" a product names as its makers or its making ("the startup behind Apollo", "the
#: technology behind its NEO robot", "the driving force behind Optimus").
_MAKERS_OF = frozenset("startup start-up company firm team people minds engineers lab group maker makers founders "
                       "founder outfit developer developers researchers unicorn business brains technology tech "
                       "science strategy story thinking vision idea ideas engineering research software force "
                       "mind money".split())


#: Words after "potential" that leave it a noun ("the potential of", "potential to"), which is a positive cue.
_FUNCTION_WORDS = frozenset("of for to in and or is are was were as that which will would could can".split())


@cache
def _regions() -> frozenset[str]:
    import pycountry  # ISO 3166-1 countries and ISO 3166-2 subdivisions (states, provinces, regions)

    names = {c.name for c in pycountry.countries} | {getattr(c, "common_name", c.name) for c in pycountry.countries}
    return frozenset(n.lower() for n in names | {s.name for s in pycountry.subdivisions})


def is_region(name: str) -> bool:
    """Whether ``name`` is a country or a country's subdivision (ISO 3166-1 / 3166-2, via pycountry), as written after
    a city: "Spartanburg, South Carolina", "Kecskemet, Hungary". Case-insensitive; "" is not one."""
    return bool(name) and name.strip().lower() in _regions()
