"""The seed-shaped league's statistics feed (P2): thousands of facts for players the registry lacks.

``rows()`` gives the facts-format records, deterministically: 573 players (the
curated Tobiah Renwick and 572 generated ones, none of them registry entities
but Renwick), one to four regular seasons each (2021–2024), nine statistics
a season, from the source ``courtline-stats`` (tier 3), each season's file
known on 20 April of its year. Teams are the feed's abbreviations ("MBP"),
not the registry's names. ``write(path)`` writes them as JSON Lines; run
``python make_stats.py OUT.jsonl`` to get the file. Every name is invented.

What the scenario relies on (tests/encyclopedia/test_seed_answers.py):

* Renwick's 2023 line says 26.1 points and team "MBP"; the records office's
  later P1 facts say 27.4 and the Marrow Bay Pelicans (they replace these);
* his 2024 line says team "CFL", known after the P1 fact naming the Corran
  Falls Lynx (a lower tier's different value: it stays beside it);
* his assists and rebounds are in this feed only.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

SOURCE = "courtline-stats"
SEASONS = (2021, 2022, 2023, 2024)
#: How likely a player's first season is each of :data:`SEASONS`.
FIRST_SEASON_WEIGHTS = (5, 3, 1, 1)
TEAMS = ("MBP", "CFL", "HVN", "KST", "ORW", "SLT", "BRM", "TAV")
FIRST = ("Abel", "Bastian", "Cormac", "Dorian", "Eamon", "Fabian", "Gideon", "Hector", "Idris", "Jasper",
         "Kieran", "Leander", "Magnus", "Nikolai", "Oswin", "Percival", "Quillon", "Rafferty", "Silas",
         "Thaddeus", "Ulric", "Valentin", "Wystan", "Xander", "Yorick", "Zebulon")
LAST = ("Abernathy", "Blackwood", "Carrow", "Delacourt", "Ellingham", "Fairweather", "Goldhawk", "Hartigan",
        "Ironside", "Jessop", "Kilbride", "Larkspur", "Mortimer", "Northcott", "Oakhurst", "Penhallow",
        "Quarrington", "Redfern", "Stanbridge", "Thistlewood", "Underhill", "Vantongeren")
#: Renwick's lines: the figures the scenario's questions turn on.
RENWICK = {
    2022: {"team": "MBP", "games_played": 74, "minutes": 33.0, "points": 22.8, "rebounds": 4.9, "assists": 6.1,
           "steals": 1.3, "blocks": 0.4, "turnovers": 2.9},
    2023: {"team": "MBP", "games_played": 79, "minutes": 35.2, "points": 26.1, "rebounds": 5.2, "assists": 6.8,
           "steals": 1.6, "blocks": 0.5, "turnovers": 3.3},
    2024: {"team": "CFL", "games_played": 68, "minutes": 34.1, "points": 24.9, "rebounds": 5.5, "assists": 7.4,
           "steals": 1.2, "blocks": 0.3, "turnovers": 3.1},
}


def players() -> list[str]:
    """The generated players' names (572), surname-major."""
    return [f"{first} {last}" for last in LAST for first in FIRST]


def _season(player: str, year: int, line: dict) -> list[dict]:
    context = f"{year} regular season"
    return [{"subject": player, "predicate": predicate, "object": value if isinstance(value, str) else str(value),
             "context": context, "source": SOURCE, "as_of": f"{year}-04-20"} for predicate, value in line.items()]


def rows() -> list[dict]:
    """Every record of the feed, Renwick's first."""
    rng = random.Random(20231101)
    out = [row for year, line in RENWICK.items() for row in _season("Tobiah Renwick", year, line)]
    for player in players():
        first = rng.choices(SEASONS, weights=FIRST_SEASON_WEIGHTS)[0]
        for year in (y for y in SEASONS if y >= first):
            out += _season(player, year, {
                "team": rng.choice(TEAMS), "games_played": rng.randint(12, 82),
                "minutes": round(rng.uniform(6, 38), 1), "points": round(rng.uniform(1, 31), 1),
                "rebounds": round(rng.uniform(0.5, 13), 1), "assists": round(rng.uniform(0.2, 10), 1),
                "steals": round(rng.uniform(0, 2.5), 1), "blocks": round(rng.uniform(0, 3), 1),
                "turnovers": round(rng.uniform(0.2, 4.5), 1),
            })
    return out


def write(path: str | Path) -> int:
    """Write the feed as JSON Lines to ``path``; returns the number of records."""
    records = rows()
    with open(path, "w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record) + "\n")
    return len(records)


if __name__ == "__main__":
    target = sys.argv[1] if len(sys.argv) > 1 else "stats.jsonl"
    print(f"{write(target)} records for {len(players()) + 1} players → {target}")
