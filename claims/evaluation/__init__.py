"""Measuring the claims kernel against hand-labelled gold: extraction and supersession."""
