"""The API (``/api/v1/``, namespace ``api``) and the watching pages (``/watching/``, namespace ``watching``)."""

from django.urls import include, path

from . import views
from .api import api

watching = ([
    path("", views.watching, name="list"),
    path("<int:pk>/delete/", views.watching_delete, name="delete"),
    path("feed/", views.WatchFeed(), name="feed"),
], "watching")

urlpatterns = [
    path("api/v1/", api.urls),
    path("watching/", include(watching)),
]
