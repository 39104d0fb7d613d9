"""Local development: debug on, private fetch targets allowed."""

from .base import *  # noqa: F401,F403
from .base import env_bool

DEBUG = env_bool("DJANGO_DEBUG", True)
FETCH_ALLOW_PRIVATE_ADDRESSES = env_bool("FETCH_ALLOW_PRIVATE_ADDRESSES", True)
