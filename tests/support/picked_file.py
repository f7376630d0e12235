"""A phone's file picker, in-process: the next file the user picks is `data`, uploaded to the server's upload folder
as the browser would (the Import screen reads it from there, as in the app)."""
from __future__ import annotations

import types


def picks(session, upload_dir, name: str, data: bytes) -> None:
    """The phone of `session` picks the file `name` holding `data` when a screen asks for a file."""
    upload_dir.mkdir(parents=True, exist_ok=True)

    async def pick_files(**kw):
        return [types.SimpleNamespace(name=name, size=len(data), id=1)]

    async def upload(files):
        (upload_dir / files[0].upload_url).write_bytes(data)

    session.page.get_upload_url = lambda target, expires: target
    session.device = types.SimpleNamespace(
        file_picker=lambda: types.SimpleNamespace(pick_files=pick_files, upload=upload), on_upload=None)
