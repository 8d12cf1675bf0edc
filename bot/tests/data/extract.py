#!/usr/bin/env python3
"""Writes the spec extracts the test fakes check requests against (see README.md here).

Usage: extract.py TELEGRAM_SPEC_GIT_DIR DISCORD_SPEC_GIT_DIR
Reads api.json of PaulSonOfLars/telegram-bot-api-spec and specs/openapi.json of
discord/discord-api-spec at their HEAD commits (git show), keeps only what Kontor's adapters call
and everything that references, and writes telegram_bot_api.json and discord_openapi.json beside
this script. Standard library only; the output is deterministic.
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# The Bot API methods the Telegram adapter calls (bot/src/telegram: teloxide and upload.rs).
TELEGRAM_METHODS = [
    "getUpdates", "getMe", "setWebhook", "deleteWebhook", "setMyCommands", "sendMessage",
    "sendPhoto", "sendAnimation", "editMessageText", "editMessageReplyMarkup", "editMessageMedia",
    "answerCallbackQuery", "getChatAdministrators",
]

# The object types of answers the fake Bot API builds itself (not echoes of what Kontor sent), so
# its tests can check them against the Bot API: `getChatAdministrators` answers with ChatMembers.
TELEGRAM_ANSWERS = ["ChatMember"]

# The Discord routes the Discord adapter calls (serenity and poise, bot/src/discord).
DISCORD_OPERATIONS = [
    ("get", "/gateway"),
    ("get", "/gateway/bot"),
    ("post", "/channels/{channel_id}/messages"),
    ("post", "/users/@me/channels"),
    ("post", "/interactions/{interaction_id}/{interaction_token}/callback"),
    ("post", "/webhooks/{webhook_id}/{webhook_token}"),
    ("patch", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
    ("delete", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
    ("patch", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    ("delete", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    ("put", "/applications/{application_id}/commands"),
    ("put", "/applications/{application_id}/guilds/{guild_id}/commands"),
]


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], check=True, capture_output=True, text=True).stdout


def source(repo, name, path):
    commit = git(repo, "rev-parse", "HEAD").strip()
    return {"repository": name, "commit": commit, "path": path}, json.loads(git(repo, "show", f"{commit}:{path}"))


def telegram_types(types):
    """The type names in a field's types: `Array of Array of X` is X."""
    return [re.sub(r"^(Array of )+", "", t) for t in types]


def telegram_field(field):
    out = {"name": field["name"], "types": field["types"], "required": field["required"]}
    # Subtypes differ by a constant: the `type` of InputMediaPhoto "must be photo", the `status` of
    # ChatMemberOwner is 'always "creator"'.
    must = re.search(r'(?:must be |always ")(\w+)', field.get("description", ""))
    if field["name"] in ("type", "status") and field["types"] == ["String"] and must:
        out["const"] = must.group(1)
    return out


def telegram(repo):
    src, spec = source(repo, "PaulSonOfLars/telegram-bot-api-spec", "api.json")
    src["version"] = spec["version"]
    methods = {m: [telegram_field(f) for f in spec["methods"][m].get("fields", [])] for m in TELEGRAM_METHODS}
    todo = [t for fs in methods.values() for f in fs for t in telegram_types(f["types"])] + TELEGRAM_ANSWERS
    types = {}
    while todo:
        name = todo.pop()
        if name in types or name not in spec["types"]:
            continue
        t = spec["types"][name]
        types[name] = {"fields": [telegram_field(f) for f in t.get("fields", [])]}
        if t.get("subtypes"):
            types[name]["subtypes"] = t["subtypes"]
        todo += t.get("subtypes", []) + [x for f in t.get("fields", []) for x in telegram_types(f["types"])]
    return {"source": src, "methods": methods, "types": types}


def refs(node, out):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref":
                out.append(value.rsplit("/", 1)[-1])
            elif key not in ("description", "title"):
                refs(value, out)
    elif isinstance(node, list):
        for value in node:
            refs(value, out)


def strip(node):
    """The schema without prose (descriptions, titles)."""
    if isinstance(node, dict):
        return {k: strip(v) for k, v in node.items() if k not in ("description", "title")}
    if isinstance(node, list):
        return [strip(v) for v in node]
    return node


def discord(repo):
    src, spec = source(repo, "discord/discord-api-spec", "specs/openapi.json")
    src["version"] = spec["info"]["version"]
    operations, todo = [], []
    for method, path in DISCORD_OPERATIONS:
        item = spec["paths"][path]
        op = item[method]
        params = {p["name"]: strip(p["schema"]) for p in item.get("parameters", []) + op.get("parameters", [])
                  if p["in"] == "path"}
        body = op.get("requestBody")
        schema = strip(body["content"]["application/json"]["schema"]) if body else None
        operations.append({"method": method.upper(), "path": path, "parameters": params, "body": schema,
                           "body_required": bool(body and body.get("required"))})
        refs([params, schema], todo)
    schemas = {}
    while todo:
        name = todo.pop()
        if name not in schemas:
            schemas[name] = strip(spec["components"]["schemas"][name])
            refs(schemas[name], todo)
    return {"source": src, "operations": operations, "schemas": schemas}


def write(name, data):
    """One line per method, operation or schema: small, and diffs read well."""
    lines = ["{"]
    keys = list(data)
    for i, key in enumerate(keys):
        value = data[key]
        end = "," if i + 1 < len(keys) else ""
        if isinstance(value, dict) and key != "source":
            items = sorted(value.items())
            lines.append(f"{json.dumps(key)}: {{")
            lines += [f"  {json.dumps(k)}: {json.dumps(v, sort_keys=True)}" + ("," if j + 1 < len(items) else "")
                      for j, (k, v) in enumerate(items)]
            lines.append("}" + end)
        elif isinstance(value, list):
            lines.append(f"{json.dumps(key)}: [")
            lines += [f"  {json.dumps(v, sort_keys=True)}" + ("," if j + 1 < len(value) else "")
                      for j, v in enumerate(value)]
            lines.append("]" + end)
        else:
            lines.append(f"{json.dumps(key)}: {json.dumps(value, sort_keys=True)}{end}")
    lines.append("}")
    with open(os.path.join(HERE, name), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    write("telegram_bot_api.json", telegram(sys.argv[1]))
    write("discord_openapi.json", discord(sys.argv[2]))
