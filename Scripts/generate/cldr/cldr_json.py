"""Reading one release of unicode-org/cldr-json, for the generators here.

cldr-json (https://github.com/unicode-org/cldr-json) is the JSON that CLDR's
own tooling makes from its XML, keeping only values at draft level
"contributed" or "approved", as ICU does; each locale's values are resolved
(inherited from its parents). A generator takes the release either as a clone
checked out at a release tag:

    git clone --depth 1 --branch 48.0.0 https://github.com/unicode-org/cldr-json /tmp/cldr-json
    python3 Scripts/generate/cldr/<script>.py --checkout /tmp/cldr-json

or as a (bare) git directory and the tag, read with no work tree:

    python3 Scripts/generate/cldr/<script>.py --git-dir /path/to/cldr-json.git --ref 48.0.0

Either way the generator learns the commit it read, for its provenance header.
"""
import contextlib
import json
import os
import subprocess
import tempfile

REPOSITORY = "unicode-org/cldr-json"


def add_arguments(parser):
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--checkout", help="a clone of unicode-org/cldr-json, checked out at a release tag")
    source.add_argument("--git-dir", help="a (bare) git directory of unicode-org/cldr-json; read at --ref")
    parser.add_argument("--ref", default="HEAD", help="the tag or commit to read with --git-dir")


def _git(*args):
    return subprocess.run(["git", *args], check=True, capture_output=True).stdout


@contextlib.contextmanager
def release(args, packages):
    """Yields (root, commit): a folder holding cldr-json/<package>/... for each
    of `packages` (`cldr-core`, `cldr-misc-full`, ...), and the commit read."""
    if args.checkout:
        yield args.checkout, _git("-C", args.checkout, "rev-parse", "HEAD").decode().strip()
        return
    commit = _git("--git-dir", args.git_dir, "rev-parse", args.ref + "^{commit}").decode().strip()
    with tempfile.TemporaryDirectory() as root:
        archive = _git("--git-dir", args.git_dir, "archive", commit, *(f"cldr-json/{p}" for p in packages))
        subprocess.run(["tar", "-x", "-C", root], input=archive, check=True)
        yield root, commit


def load(root, *path):
    """A JSON file of the release, by its path under cldr-json/."""
    with open(os.path.join(root, "cldr-json", *path), encoding="utf-8") as f:
        return json.load(f)


def version(root):
    """(CLDR version, package version): ("48", "48.0.0")."""
    package = load(root, "cldr-core", "package.json")
    return package["cldrVersion"], package["version"]
