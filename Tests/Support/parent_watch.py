"""Ends a test server when the test process that started it is gone.

A test run that is killed, or whose output pipe is closed, cannot stop the servers it
started; each server watches its parent instead and exits once it has a new one.
"""

import os
import threading
import time


def end_with_parent():
    """Starts a thread that ends this process when its parent process has ended."""
    parent = os.getppid()

    def watch():
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()
