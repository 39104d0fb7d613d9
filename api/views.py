"""Watching for signed-in readers: the watch list page and the per-user Atom feed of what the watches recorded."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.syndication.views import Feed
from django.http import Http404, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed
from django.utils.html import escape
from django.views.decorators.http import require_http_methods, require_POST

from claims.models import Lane

from .auth import InvalidToken, bearer_token, caller_for_token
from .models import Watch, WatchEvent
from .watching import WatchError, notices_for, watch_create, watch_delete


class WatchForm(forms.Form):
    """An entity slug or a source key (``target``: ``entity`` or ``source``), the events, the lanes, a webhook."""

    target = forms.ChoiceField(choices=[("entity", "Entity (slug)"), ("source", "Source (key)")])
    name = forms.SlugField(max_length=200, label="Slug or key")
    events = forms.MultipleChoiceField(choices=WatchEvent.choices, widget=forms.CheckboxSelectMultiple)
    lanes = forms.MultipleChoiceField(choices=Lane.choices, required=False, widget=forms.CheckboxSelectMultiple,
                                      help_text="For new claims; none chosen means all three.")
    webhook_url = forms.URLField(required=False, max_length=500, assume_scheme="https")


@login_required
@require_http_methods(["GET", "POST"])
def watching(request):
    """``/watching/``: the signed-in user's watches, a form to add one, and their feed's address."""
    form = WatchForm(request.POST or None)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            data = form.cleaned_data
            try:
                watch_create(user=request.user, events=data["events"], lanes=data["lanes"],
                             webhook_url=data["webhook_url"] or "", **{data["target"]: data["name"]})
            except WatchError as exc:
                form.add_error(None, str(exc))
                status = 400
            else:
                messages.success(request, f"Watching {data['name']}.")
                return HttpResponseRedirect(reverse("watching:list"))
        else:
            status = 400
    watches = Watch.objects.filter(user=request.user).select_related("entity", "source")
    return render(request, "api/watching.html", {
        "form": form, "watches": watches, "notices": notices_for(user=request.user, limit=20),
    }, status=status)


@login_required
@require_POST
def watching_delete(request, pk: int):
    try:
        watch_delete(user=request.user, watch_id=pk)
    except WatchError:
        raise Http404("No such watch") from None
    messages.success(request, "Watch stopped.")
    return HttpResponseRedirect(reverse("watching:list"))


class WatchFeed(Feed):
    """Atom feed of one user's watch notices: the signed-in user, or the user of the API token given as
    ``Authorization: Bearer <token>`` or ``?token=`` (for feed readers that cannot send headers)."""

    feed_type = Atom1Feed
    title = "Polyphony — your watches"
    subtitle = "New claims, supersessions, conflicts and freshness lapses on what you watch."

    def get_object(self, request, *args, **kwargs):
        try:
            raw = bearer_token(request.headers.get("Authorization")) or request.GET.get("token")
            caller = caller_for_token(raw)
        except InvalidToken:
            raise Http404("Unknown or revoked token") from None
        user = caller.user or (request.user if request.user.is_authenticated else None)
        if user is None:
            raise Http404("Sign in, or give an API token, to read your watch feed")
        return user

    def link(self):
        return reverse("watching:list")

    def items(self, user):
        return notices_for(user=user, limit=50)

    def item_title(self, item) -> str:
        return item.title

    def item_description(self, item) -> str:
        """HTML-escaped (Atom1Feed declares it html): source text stays text."""
        return escape(item.title)

    def item_link(self, item) -> str:
        claim = item.payload.get("claim") or (item.payload.get("supersession") or {}).get("new_claim") \
            or (item.payload.get("conflict") or {}).get("claim_a")
        if claim:
            return claim["page"]
        source = item.payload.get("source")
        return f"/sources/{source['key']}/" if source else reverse("watching:list")

    def item_guid(self, item) -> str:
        return f"polyphony:watch:{item.watch_id}:{item.kind}:{item.object_key}"

    item_guid_is_permalink = False

    def item_pubdate(self, item):
        return item.happened_at

    def item_updateddate(self, item):
        return item.created_at
