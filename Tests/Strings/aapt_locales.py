"""Prints the locales Android's resource compiler finds in a res/ folder.

    python3 Tests/Strings/aapt_locales.py RES_FOLDER

Runs Debian's `aapt package` on RES_FOLDER (with a minimal manifest), then
`aapt dump badging`, whose `locales:` line lists every locale the folders'
qualifiers name, as aapt reads the qualifier grammar of Android's "App
resources overview" (table 2): `values-fr-night` is `fr`, `values-b+sr+Latn-v21`
is `sr-Latn`, `values-night` and `values-sw600dp-land` name none. Prints JSON:
{"locales": [...], "default": true when a folder names no locale}. Exits 1
when aapt refuses the folder.
"""
import json
import pathlib
import re
import subprocess
import sys
import tempfile


def locales(res):
    res = pathlib.Path(res).resolve()
    with tempfile.TemporaryDirectory() as work:
        manifest = pathlib.Path(work, "AndroidManifest.xml")
        manifest.write_text('<manifest xmlns:android="http://schemas.android.com/apk/res/android" '
                            'package="org.example.strings"/>\n')
        apk = pathlib.Path(work, "strings.apk")
        package = subprocess.run(["aapt", "package", "-f", "-M", str(manifest), "-S", str(res), "-F", str(apk)],
                                 capture_output=True, text=True)
        if package.returncode != 0:
            sys.stderr.write(package.stderr)
            sys.exit(1)
        badging = subprocess.run(["aapt", "dump", "badging", str(apk)], capture_output=True, text=True).stdout
    line = next((line for line in badging.splitlines() if line.startswith("locales:")), "locales:")
    names = re.findall(r"'([^']*)'", line)
    return {"locales": sorted(name for name in names if name != "--_--"), "default": "--_--" in names}


if __name__ == "__main__":
    json.dump(locales(sys.argv[1]), sys.stdout, indent=1)
