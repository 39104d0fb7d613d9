"""The talk pages, under the ``talk`` namespace."""

from django.urls import path

from . import views

app_name = "talk"

urlpatterns = [
    path("wiki/<slug:slug>/talk/", views.talk, name="page"),
]
