# An MCP host on the Python SDK (`mcp` 2.x): connects to the URL given, lists the tools (which
# makes the client check every structured content against its tool's output schema with
# jsonschema), then makes each call read from stdin as JSON lines {"tool", "arguments"} and
# prints one JSON line per call: isError, the texts, and the structured content's ok and tool,
# or the error the client raised (an invalid structured content is one).
import asyncio
import json
import sys

from mcp import Client


async def main(url: str) -> None:
    calls = [json.loads(line) for line in sys.stdin if line.strip()]
    async with Client(url) as client:
        tools = await client.list_tools()
        print(json.dumps({"tools": sorted(t.name for t in tools.tools)}), flush=True)
        for call in calls:
            try:
                result = await client.call_tool(call["tool"], call["arguments"])
                sc = result.structured_content or {}
                out = {
                    "isError": bool(result.is_error),
                    "texts": [c.text for c in result.content if getattr(c, "type", "") == "text"],
                    "structured": None if result.structured_content is None else {"ok": sc.get("ok"), "tool": sc.get("tool")},
                }
            except Exception as err:  # the host's own refusal, reported rather than raised
                out = {"raised": f"{type(err).__name__}: {err}"}
            print(json.dumps(out), flush=True)


asyncio.run(main(sys.argv[1]))
