"""Loading sources (manifests) and entities from the DESIGN.md file formats."""

import pytest

from claims.models import Entity, Source, SourceLifecycleEvent
from claims.records import InputError
from claims.services import entities_load, sources_load

GOOD = {
    "key": "good", "name": "Good", "source_class": "trade_press", "owner": "Good Ltd",
    "authority_tier": 3, "lifecycle": "active", "audience": ["public"], "acl_groups": [],
    "freshness_sla_days": None, "last_reviewed_at": "2026-01-01",
}


def test_sources_load_creates_manifests_with_acl_groups(world):
    """A loaded source carries its whole manifest, its ACL group and a lifecycle log entry."""
    source = Source.objects.get(key="analyst-desk")
    assert source.authority_tier == 2
    assert source.audience == ["analysts"]
    assert [g.name for g in source.acl_groups.all()] == ["analysts"]
    assert source.source_class.key == "analyst_note"
    assert SourceLifecycleEvent.objects.filter(source=source, lifecycle="active").exists()
    old = Source.objects.get(key="old-blog")
    assert list(old.lifecycle_events.values_list("lifecycle", flat=True)) == ["active", "deprecated"]


@pytest.mark.parametrize(
    "change, message",
    [
        ({"authority_tier": 7}, "authority_tier"),
        ({"lifecycle": "retired"}, "lifecycle"),
        ({"acl_groups": ["no-such-group"]}, "unknown ACL group"),
        ({"url": "ftp://example.test/"}, "http or https"),
        ({"key": ""}, "key"),
    ],
)
def test_bad_manifest_is_refused_and_changes_nothing(db, change, message):
    """A bad manifest gets an error naming the problem, and no source at all is written."""
    with pytest.raises(InputError, match=message):
        sources_load(records=[GOOD, {**GOOD, "key": "bad", **change}])
    assert Source.objects.count() == 0


def test_reloading_a_source_updates_it_and_logs_the_lifecycle_change(world):
    """Loading the same key again updates the manifest; a lifecycle change is appended to the log."""
    sources_load(records=[{**GOOD, "key": "acme-newsroom", "lifecycle": "archived"}])
    source = Source.objects.get(key="acme-newsroom")
    assert source.lifecycle == "archived"
    assert list(source.lifecycle_events.values_list("lifecycle", flat=True)) == ["active", "archived"]


def test_entities_load_keeps_aliases_and_refuses_bad_records(db):
    """Entities keep their aliases; a record without a name is refused and nothing is written."""
    entities_load(records=[{"name": "Figure AI", "aliases": ["Figure", "Figure AI"], "kind": "company"}])
    entity = Entity.objects.get(slug="figure-ai")
    assert entity.aliases == ["Figure"]
    with pytest.raises(InputError, match="name"):
        entities_load(records=[{"name": "Other"}, {"kind": "robot"}])
    assert Entity.objects.count() == 1


@pytest.mark.parametrize(
    "name, text, message",
    [
        ("sources.yaml", "- key: dup\n  name: Dup\n  authority_tier: 1\n  authority_tier: 5\n",
         r"duplicate key 'authority_tier' \(first at line 3\)"),
        ("sources.json", '[{"key": "dup", "name": "Dup", "authority_tier": 1, "authority_tier": 5}]',
         "duplicate key 'authority_tier'"),
    ],
)
def test_a_manifest_repeating_a_key_is_refused_and_changes_nothing(db, tmp_path, name, text, message):
    """A manifest that names a field twice is refused: the loader does not pick one of the two values."""
    from claims.services import sources_load_file

    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError, match=message):
        sources_load_file(path)
    assert Source.objects.count() == 0


def test_a_key_merged_in_with_yaml_merge_keys_may_be_overridden(tmp_path):
    """``<<: *anchor`` then the same key written out is YAML's override, not a repeat."""
    from claims.records import read_list_file

    path = tmp_path / "entities.yaml"
    path.write_text("- &robot {name: Apollo, kind: robot}\n- <<: *robot\n  name: Apollo 2\n", encoding="utf-8")
    assert read_list_file(path) == [{"name": "Apollo", "kind": "robot"}, {"name": "Apollo 2", "kind": "robot"}]


def test_a_missing_acl_group_says_how_to_create_it_or_is_created_with_the_flag(db, tmp_path):
    """Without the flag a missing ACL group is refused with how to create it, and nothing is written; with
    ``--create-groups`` the group is created and the source restricted to it."""
    import io
    import json

    from django.contrib.auth.models import Group
    from django.core.management import CommandError, call_command

    path = tmp_path / "sources.json"
    path.write_text(json.dumps([GOOD, {**GOOD, "key": "desk", "acl_groups": ["scouts"]}]))
    with pytest.raises(CommandError, match=r"unknown ACL group\(s\) scouts.*create the group\(s\) scouts first "
                                           r"\(admin → Groups\), or load with --create-groups"):
        call_command("load_sources", str(path))
    assert Source.objects.count() == 0 and not Group.objects.filter(name="scouts").exists()
    out = io.StringIO()
    call_command("load_sources", str(path), "--create-groups", stdout=out)
    assert "groups created: scouts" in out.getvalue()
    assert [g.name for g in Source.objects.get(key="desk").acl_groups.all()] == ["scouts"]
    out = io.StringIO()
    call_command("load_sources", str(path), "--create-groups", stdout=out)
    assert "groups created" not in out.getvalue() and Group.objects.filter(name="scouts").count() == 1
