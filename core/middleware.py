"""Attach the viewer context to every request as ``request.viewer``; memoize per read-only request."""

from django.utils.functional import SimpleLazyObject

from .viewer import Viewer, request_memo


class ViewerMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request.viewer = SimpleLazyObject(lambda: Viewer.for_user(getattr(request, "user", None)))
        if request.method not in ("GET", "HEAD"):
            return self.get_response(request)
        with request_memo():
            return self.get_response(request)
