"""The claim admin shows whether the background re-synthesis after a moderation is done."""

from claims.services import claim_moderate
from encyclopedia.tasks import article_resynthesize_task
from tests.corpus import make_claim


def test_claim_page_in_admin_shows_pending_then_up_to_date(client, world, staff):
    """After a rejection the admin says re-synthesis is pending; once the task has run it says up to date."""
    make_claim("Acme Robotics raised $20 million in a Series A round.", known="2023-02-01", qualifier="A")
    claim = make_claim("Acme Robotics raised $120 million in a Series B round.", known="2024-06-01", qualifier="B")
    client.force_login(staff)
    claim_moderate(claim=claim, user=staff, action="reject", reason="wrong round")
    page = client.get(f"/admin/claims/claim/{claim.pk}/change/").content.decode()
    assert "Re-synthesis pending" in page
    article_resynthesize_task(claim.subject_id)  # what the Celery worker runs
    page = client.get(f"/admin/claims/claim/{claim.pk}/change/").content.decode()
    assert "Up to date after the last moderation" in page
    assert "wrong round" in page  # the moderation record, inline
