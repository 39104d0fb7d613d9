from django.conf import settings
from django.contrib.auth.models import Group, User
from django.core.management.base import BaseCommand, CommandError

DEMO_USERS = (
    # username, password, groups, staff
    ("admin", "polyphony-demo", [], True),
    ("analyst", "polyphony-demo", ["analysts"], False),
    ("reader", "polyphony-demo", [], False),
)


class Command(BaseCommand):
    help = ("Create the demo's groups (analysts) and users (admin, analyst, reader). Their password is "
            "POLYPHONY_DEMO_PASSWORD, or the known polyphony-demo only while DEBUG is on.")

    def handle(self, *args, **options):
        chosen = settings.DEMO_PASSWORD
        if not settings.DEBUG and not chosen:
            raise CommandError("demo_setup would create users with the known password polyphony-demo: only with "
                               "DEBUG on, or set POLYPHONY_DEMO_PASSWORD")
        for name in ("analysts",):
            Group.objects.get_or_create(name=name)
        for username, password, groups, staff in DEMO_USERS:
            user, created = User.objects.get_or_create(username=username)
            if created or chosen:
                user.set_password(chosen or password)
            user.is_staff = user.is_superuser = staff
            user.save()
            user.groups.set(Group.objects.filter(name__in=groups))
        said = "POLYPHONY_DEMO_PASSWORD" if chosen else "polyphony-demo"
        self.stdout.write(self.style.SUCCESS(f"demo users: admin, analyst, reader (password {said})"))
