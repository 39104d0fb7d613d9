import datetime as dt
import json

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from core.viewer import Viewer
from encyclopedia.answers import question_answer


class Command(BaseCommand):
    help = ('Answer a question from the evidence: ask "QUESTION" [--as-user NAME] [--as-of YYYY-MM-DD] [--json]. '
            "The JSON has answer, insufficient, citations, tiers_used, capability and routing (decision, reason).")

    def add_arguments(self, parser):
        parser.add_argument("question")
        parser.add_argument("--as-user", dest="as_user", default=None, help="answer as this Django user")
        parser.add_argument("--as-of", dest="as_of", default=None, help="evidence as of this day (the site's TIME_ZONE)")
        parser.add_argument("--json", action="store_true", dest="as_json")

    def handle(self, *args, question, as_user=None, as_of=None, as_json=False, **options):
        viewer = Viewer.anonymous()
        if as_user:
            user = get_user_model().objects.filter(username=as_user).first()
            if user is None:
                raise CommandError(f"no user named {as_user!r}")
            viewer = Viewer.for_user(user)
        day = None
        if as_of:
            try:
                day = dt.date.fromisoformat(as_of)
            except ValueError as exc:
                raise CommandError(f"--as-of must be YYYY-MM-DD, not {as_of!r}") from exc
        try:
            answer = question_answer(question=question, viewer=viewer, as_of=day)
        except ValueError as exc:
            raise CommandError(str(exc)) from exc
        if as_json:
            self.stdout.write(json.dumps(answer.as_json(), indent=2, ensure_ascii=False))
            return
        self.stdout.write(answer.answer)
        for n, c in enumerate(answer.citations, start=1):
            self.stdout.write(f"  [{n}] {c.tier} {c.kind} {c.id} — {c.source_name} ({c.known_at})")
        for c in answer.other_sources_say:
            self.stdout.write(f"  other sources say: {c.text} — {c.source_name} (claim {c.id})")
        for c in answer.conflicts:
            self.stdout.write(f"  conflicting: {c.text} — {c.source_name} (claim {c.id})")
        self.stdout.write(f"  tiers: {', '.join(answer.tiers_used) or 'none'}; capability: {answer.capability}")
