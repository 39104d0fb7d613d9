"""Claim extraction: text → typed atomic claims (DESIGN.md data flow, "extract")."""
