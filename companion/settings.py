"""App-wide settings a user chose (house rules), saved beside the tables."""
from __future__ import annotations

import json
import threading
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from companion.storage.files import atomic_write, dumps


class AppSettings(BaseModel):
    """Settings that apply to every table on this device."""

    model_config = ConfigDict(frozen=True, extra="ignore")
    # House rule (not in the rulebook): Rollout's Cash Out floors a negative share value at $0.
    floor_negative_share_values: bool = False


class SettingsStore:
    """Reads and writes settings.json atomically; a damaged file falls back to defaults and is kept aside."""

    def __init__(self, data_dir: Path):
        self.path = Path(data_dir) / "settings.json"
        self._lock = threading.Lock()
        self.problem: str | None = None
        self.damaged_as: str | None = None  # where a damaged file was kept (the screen words it in its language)
        self._value = self._read()

    def _read(self) -> AppSettings:
        if not self.path.exists():
            return AppSettings()
        try:
            return AppSettings.model_validate(json.loads(self.path.read_text("utf-8")))
        except (OSError, ValueError, ValidationError):
            aside = self.path.with_suffix(".damaged.json")
            self.path.replace(aside)
            self.damaged_as = aside.name
            self.problem = f"The settings file was damaged; it was kept as {aside.name} and the defaults are in use."
            return AppSettings()

    @property
    def value(self) -> AppSettings:
        return self._value

    def update(self, **changes) -> AppSettings:
        with self._lock:
            new = self._value.model_copy(update=changes)
            AppSettings.model_validate(new.model_dump())
            atomic_write(self.path, dumps(new.model_dump()))
            self._value = new
            return new
