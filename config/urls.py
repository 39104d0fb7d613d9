from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.conf import settings
from django.urls import path
from django.views.generic import RedirectView

from encyclopedia import changes as encyclopedia_changes
from encyclopedia import views as encyclopedia_views
from encyclopedia import views_ask as encyclopedia_ask
from talk import views as talk_views

urlpatterns = [
    path("", encyclopedia_views.home, name="home"),
    path("wiki/<slug:slug>/", encyclopedia_views.article, name="article"),
    path("wiki/<slug:slug>/talk/", talk_views.talk, name="talk"),
    path("wiki/<slug:slug>/diff/", encyclopedia_views.article_diff_view, name="article_diff"),
    path("search/", encyclopedia_views.search_view, name="search"),
    path("favicon.ico", RedirectView.as_view(url=f"{settings.STATIC_URL}polyphony/favicon.svg")),
    path("claims/<int:pk>/", encyclopedia_views.claim_detail, name="claim"),
    path("sources/<slug:key>/", encyclopedia_views.source_detail, name="source"),
    path("changes/", encyclopedia_changes.changes, name="changes"),
    path("changes/feed/", encyclopedia_changes.ChangesFeed(), name="changes-feed"),
    path("ask", encyclopedia_ask.ask, name="ask"),
    path("ask/", encyclopedia_ask.ask),
    # Readers in a group (an analyst) sign in here; the admin's login takes staff only.
    path("accounts/login/", auth_views.LoginView.as_view(redirect_authenticated_user=True), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("admin/", admin.site.urls),
]
