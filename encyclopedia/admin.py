from django.contrib import admin

from .models import ArticleRevision


@admin.register(ArticleRevision)
class ArticleRevisionAdmin(admin.ModelAdmin):
    list_display = ("entity", "as_of", "pipeline", "created_at")
    list_filter = ("pipeline",)
    readonly_fields = [f.name for f in ArticleRevision._meta.fields]
