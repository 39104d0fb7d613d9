from django.conf import settings
from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path
from django.views.generic import RedirectView

# Each app names its pages in its own namespace: {% url "encyclopedia:article" slug %},
# reverse("talk:page", args=[slug]). The paths are DESIGN.md's page contract.
urlpatterns = [
    path("", include("encyclopedia.urls", namespace="encyclopedia")),
    path("", include("talk.urls", namespace="talk")),
    path("", include("api.urls")),
    path("favicon.ico", RedirectView.as_view(url=f"{settings.STATIC_URL}polyphony/favicon.svg")),
    # Readers in a group (an analyst) sign in here; the admin's login takes staff only.
    path("accounts/login/", auth_views.LoginView.as_view(redirect_authenticated_user=True), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("admin/", admin.site.urls),
]
