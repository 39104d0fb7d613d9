"""The API (``/api/v1/``, namespace ``api``) and the watching pages (namespace ``watching``)."""

from django.urls import path

from .api import api

urlpatterns = [
    path("api/v1/", api.urls),
]
