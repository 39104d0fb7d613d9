"""The model client and the model pipelines against a real HTTP server speaking the OpenAI API."""

from __future__ import annotations

import json
import logging
from decimal import Decimal

import numpy as np
import pytest

from core.llm import (
    LLMResponseError,
    LLMUnavailable,
    OpenAIEmbeddings,
    chat,
    parse_json_object,
)
from core.models import LLMCall
from tests.core.fake_openai import CHAT, EMBEDDINGS, Reply, chat_body, fake_openai, llm_on, unused_url  # noqa: F401

MESSAGES = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Say hello."}]


# --------------------------------------------------------------------------- the client


@pytest.mark.django_db
def test_success_records_tokens_and_cost(llm_on):
    """A completed call returns the text and records pipeline, model, tokens and USD cost."""
    llm_on.chat("hello", prompt_tokens=1000, completion_tokens=500)
    result = chat(pipeline="test.v1", messages=MESSAGES)
    assert result.text == "hello" and not result.cached
    row = LLMCall.objects.get()
    assert (row.pipeline, row.model, row.prompt_tokens, row.completion_tokens) == ("test.v1", "gpt-4o-mini", 1000, 500)
    # gpt-4o-mini list price: $0.15 / M input, $0.60 / M output.
    assert row.cost_usd == Decimal("0.000450")
    sent = llm_on.requests[0][1]
    assert sent["model"] == "gpt-4o-mini" and sent["messages"] == MESSAGES


@pytest.mark.django_db
def test_same_prompt_is_served_from_the_cache(llm_on):
    """The same model and prompt again costs nothing: no request, no new row."""
    llm_on.chat("hello")
    first = chat(pipeline="test.v1", messages=MESSAGES)
    second = chat(pipeline="test.v1", messages=MESSAGES)
    assert second.text == "hello" and second.cached and second.cost_usd == 0
    assert second.cache_key == first.cache_key
    assert llm_on.count(CHAT) == 1 and LLMCall.objects.count() == 1


@pytest.mark.django_db
def test_configured_prices_override_the_table(llm_on, settings):
    """LLM_PRICE_*_PER_MTOK set the cost of a model the table does not know (e.g. a paid proxy)."""
    settings.LLM_MODEL = "llama3.1"
    settings.LLM_PRICE_INPUT_PER_MTOK = "1"
    settings.LLM_PRICE_OUTPUT_PER_MTOK = "2"
    llm_on.chat("hi", prompt_tokens=1_000_000, completion_tokens=500_000)
    assert chat(pipeline="test.v1", messages=MESSAGES).cost_usd == Decimal("2.000000")


@pytest.mark.django_db
def test_malformed_json_body_is_a_clear_error(llm_on):
    """A 200 response whose body is not JSON raises LLMResponseError and stores nothing."""
    llm_on.script(CHAT, Reply(raw=b"{this is not json"))
    with pytest.raises(LLMResponseError):
        chat(pipeline="test.v1", messages=MESSAGES)
    assert LLMCall.objects.count() == 0


@pytest.mark.django_db
def test_malformed_json_content_is_a_clear_error(llm_on):
    """Message content that is not a JSON object is refused with the parser's position."""
    llm_on.chat('{"claims": [ {"subject": ')
    result = chat(pipeline="test.v1", messages=MESSAGES, json_schema={"type": "object"})
    with pytest.raises(LLMResponseError, match="not valid JSON"):
        parse_json_object(result, pipeline="test.v1")
    sent = llm_on.requests[0][1]
    assert sent["response_format"]["type"] == "json_schema"


@pytest.mark.django_db
def test_timeout_is_retried_then_reported(llm_on):
    """A server slower than LLM_TIMEOUT_SECONDS is tried 1 + LLM_MAX_RETRIES times, then LLMUnavailable."""
    llm_on.script(CHAT, *[Reply(body=chat_body("late"), delay=1.5) for _ in range(3)])
    with pytest.raises(LLMUnavailable, match=r"after 3 attempts: timed out after 0.5 s"):
        chat(pipeline="test.v1", messages=MESSAGES)
    assert llm_on.count(CHAT) == 3
    assert LLMCall.objects.count() == 0


@pytest.mark.django_db
def test_rate_limit_then_success(llm_on):
    """A 429 with Retry-After is waited out and the retry succeeds; one row is recorded."""
    llm_on.script(
        CHAT,
        Reply(status=429, body={"error": {"message": "slow down", "type": "rate_limit"}}, headers={"Retry-After": "0"}),
        Reply(body=chat_body("after the wait")),
    )
    assert chat(pipeline="test.v1", messages=MESSAGES).text == "after the wait"
    assert llm_on.count(CHAT) == 2 and LLMCall.objects.count() == 1


@pytest.mark.django_db
def test_server_down_is_a_clear_error_and_fails_fast_afterwards(settings, llm_on):
    """An unreachable server names its URL; the next call within the cool-down makes no attempt."""
    settings.LLM_BASE_URL = down = unused_url()
    with pytest.raises(LLMUnavailable) as first:
        chat(pipeline="test.v1", messages=MESSAGES)
    assert down in str(first.value) and "connection failed" in str(first.value)
    with pytest.raises(LLMUnavailable, match="not retried"):
        chat(pipeline="test.v1", messages=MESSAGES)


@pytest.mark.django_db
def test_client_error_is_not_retried(llm_on):
    """A 400 (bad request) is reported at once with the server's message."""
    llm_on.script(CHAT, Reply(status=400, body={"error": {"message": "model not found", "type": "invalid_request"}}))
    with pytest.raises(LLMResponseError, match="HTTP 400.*model not found"):
        chat(pipeline="test.v1", messages=MESSAGES)
    assert llm_on.count(CHAT) == 1


@pytest.mark.django_db
def test_openai_embeddings_are_384_d_normalised_and_accounted(llm_on):
    """EMBEDDING_BACKEND=openai asks text-embedding-3-small for 384 dimensions, in batches."""
    backend = OpenAIEmbeddings(batch_size=2)
    vectors = backend.embed(["one", "two", "three"])
    assert vectors.shape == (3, 384)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    bodies = [body for path, body in llm_on.requests if path == EMBEDDINGS]
    assert [b["input"] for b in bodies] == [["one", "two"], ["three"]]
    assert {b["model"] for b in bodies} == {"text-embedding-3-small"} and {b["dimensions"] for b in bodies} == {384}
    rows = LLMCall.objects.filter(pipeline="embed.openai.v1")
    assert rows.count() == 2 and sum(r.prompt_tokens for r in rows) == 9
    assert backend.name == "text-embedding-3-small@384"


@pytest.mark.django_db
def test_embeddings_of_the_wrong_size_are_refused(llm_on):
    """A server that ignores dimensions=384 gets a clear error instead of a corrupt column."""
    llm_on.script(EMBEDDINGS, Reply(body={"object": "list", "data": [{"index": 0, "embedding": [0.1] * 768}],
                                          "usage": {"prompt_tokens": 1, "total_tokens": 1}}))
    with pytest.raises(LLMResponseError, match="384-d"):
        OpenAIEmbeddings().embed(["one"])
