"""Settings for the whole suite."""
from hypothesis import HealthCheck, settings

# Property tests check laws, not speed: on a shared 2-core machine, with the browser tests running beside them,
# one example can take longer than hypothesis's default 200 ms deadline without anything being wrong.
settings.register_profile("suite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("suite")
