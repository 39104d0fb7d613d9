"""``manage.py mcp_server``: serve the MCP tools over stdio (default) or streamable HTTP."""

from __future__ import annotations

import os

from django.core.management.base import BaseCommand, CommandError


class Command(BaseCommand):
    help = ("Run Polyphony's MCP server. stdio: the tools read as the user of --token or POLYPHONY_API_TOKEN "
            "(none: the public). streamable-http: each request's Authorization: Bearer token decides.")

    def add_arguments(self, parser):
        parser.add_argument("--transport", choices=["stdio", "streamable-http"], default="stdio")
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=8765)
        parser.add_argument("--token", default=None, help="API token for stdio (default: POLYPHONY_API_TOKEN)")

    def handle(self, *args, transport, host, port, token, **options):
        from api.auth import InvalidToken, caller_for_token
        from api.mcp_server import build_server

        token = token or os.environ.get("POLYPHONY_API_TOKEN") or None
        try:
            caller_for_token(token)  # fail at start, not at the first call
        except InvalidToken as exc:
            raise CommandError(str(exc)) from None
        server = build_server(token=token if transport == "stdio" else None)
        if transport == "stdio":
            server.run("stdio")
        else:
            self.stderr.write(f"MCP over streamable HTTP at http://{host}:{port}/mcp")
            server.run("streamable-http", host=host, port=port)
