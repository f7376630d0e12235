"""What is wrong with a value in a table file, in the phone's words (pydantic's and json's own messages are English
and name Python types: a walk's German phone read "Input should be a valid integer, unable to parse string as an
integer" and "Invalid isoformat string: 'yesterday'")."""
from __future__ import annotations

from typing import Any

from companion.i18n import N_, _

# pydantic's error types (https://docs.pydantic.dev/latest/errors/validation_errors/) -> what a reader is told
BY_TYPE = {
    "int_parsing": N_("not a whole number"), "int_type": N_("not a whole number"),
    "int_from_float": N_("not a whole number"), "float_parsing": N_("not a number"), "float_type": N_("not a number"),
    "string_type": N_("not text"), "bool_type": N_("not yes or no"), "bool_parsing": N_("not yes or no"),
    "datetime_parsing": N_("not a date and time"), "datetime_type": N_("not a date and time"),
    "datetime_from_date_parsing": N_("not a date and time"), "missing": N_("missing"),
    "too_long": N_("too long"), "string_too_long": N_("too long"), "too_short": N_("too short"),
    "string_too_short": N_("too short"), "literal_error": N_("not one of the values a table holds"),
    "enum": N_("not one of the values a table holds"), "dict_type": N_("not a set of named values"),
    "list_type": N_("not a list"), "tuple_type": N_("not a list"), "greater_than_equal": N_("too small"),
    "greater_than": N_("too small"), "less_than_equal": N_("too large"), "less_than": N_("too large"),
    "model_type": N_("not a set of named values"), "none_required": N_("not empty"),
}


# An action's own fields, named as a reader knows them ("seq" and "at" meant nothing to a walk's player)
ACTION_FIELDS = {"seq": N_("its number"), "at": N_("its time"), "kind": N_("its kind"), "actor": N_("who acted"),
                 "data": N_("what it holds"), "target": N_("what it takes back"), "on_behalf_of": N_("whom it was for")}


def action_field(loc: tuple) -> str:
    """Where in an action a value is wrong, in the phone's words (deeper places as the file names them)."""
    if len(loc) == 1 and str(loc[0]) in ACTION_FIELDS:
        return _(ACTION_FIELDS[str(loc[0])])
    return ".".join(str(p) for p in loc) or _("it")


def value_wrong(err: dict[str, Any]) -> str:
    """What is wrong with the value one of pydantic's errors names, in the phone's language."""
    said = BY_TYPE.get(str(err.get("type", "")))
    if said is None and tuple(err.get("loc", ()))[-1:] == ("at",):  # an action's time: ISO 8601 or refused
        said = BY_TYPE["datetime_parsing"]
    return _(said) if said else _("not valid")


def key_twice(key: str) -> str:
    return _("the key {key} appears twice").format(key=repr(key)[:60])


def not_a_number(name: str) -> str:
    return _("{name} is not a number a table holds").format(name=name)
