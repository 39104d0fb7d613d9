"""The encyclopedia's pages, under the ``encyclopedia`` namespace (DESIGN.md's page contract)."""

from django.urls import path

from . import changes, views, views_ask

app_name = "encyclopedia"

urlpatterns = [
    path("", views.home, name="home"),
    path("wiki/<slug:slug>/", views.article, name="article"),
    path("wiki/<slug:slug>/diff/", views.article_diff_view, name="article_diff"),
    path("search/", views.search_view, name="search"),
    path("claims/<int:pk>/", views.claim_detail, name="claim"),
    path("sources/<slug:key>/", views.source_detail, name="source"),
    path("changes/", changes.changes, name="changes"),
    path("changes/feed/", changes.ChangesFeed(), name="changes_feed"),
    path("ask", views_ask.ask, name="ask"),
    path("ask/", views_ask.ask),
]
