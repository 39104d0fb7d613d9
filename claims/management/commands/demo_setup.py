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
    help = "Create the demo's groups (analysts) and users (admin, analyst, reader). Refuses when DEBUG is off."

    def handle(self, *args, **options):
        if not settings.DEBUG:
            raise CommandError("demo_setup creates users with known passwords: only with DEBUG on")
        for name in ("analysts",):
            Group.objects.get_or_create(name=name)
        for username, password, groups, staff in DEMO_USERS:
            user, created = User.objects.get_or_create(username=username)
            if created:
                user.set_password(password)
            user.is_staff = user.is_superuser = staff
            user.save()
            user.groups.set(Group.objects.filter(name__in=groups))
        self.stdout.write(self.style.SUCCESS("demo users: admin, analyst, reader (password polyphony-demo)"))
