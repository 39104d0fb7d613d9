"""Attach the viewer context to every request as ``request.viewer``."""

from django.utils.functional import SimpleLazyObject

from .viewer import Viewer


class ViewerMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request.viewer = SimpleLazyObject(lambda: Viewer.for_user(getattr(request, "user", None)))
        return self.get_response(request)
