"""Prints the text an Android app draws of each string of a res/ folder.

    python3 Tests/Strings/android_html.py RES_FOLDER

Android's resource compiler gives each string's value (Debian's `aapt`,
through aapt_strings.py beside this file). A value that holds HTML, one of
the tags Android styles text with, is drawn by Html.fromHtml: here Python's
html.parser reads it, and the text it finds between the tags, with character
references decoded, is what is drawn; `<br>` and the blocks (`<p>`, `<div>`,
`<li>`...) draw a line break, `<img>` an image. The tags are the elements of
Android's guide "String resources", section "Styling with HTML markup", and
those android.text.Html's HtmlToSpannedConverter handles.

Prints JSON: {config: {key: {"text": value, "drawn": text drawn}}}, with
"drawn" only for a value that holds HTML. Keys and configs as aapt_strings.py
names them. Exits 1 when aapt refuses the folder.
"""
import html.parser
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import aapt_strings  # noqa: E402

STYLED = {"a", "annotation", "b", "big", "blockquote", "body", "br", "cite", "dfn", "div", "del", "em",
          "font", "h1", "h2", "h3", "h4", "h5", "h6", "html", "i", "img", "li", "p", "s", "small", "span",
          "strike", "strong", "sub", "sup", "tt", "u", "ul"}
BLOCKS = {"blockquote", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "p", "ul"}


class Drawn(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.tags = set()

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        if tag == "br" or tag in BLOCKS:
            self.parts.append("\n")

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        self.tags.add(tag)
        if tag in BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data):
        self.parts.append(data)


def drawn(value):
    """The text Html.fromHtml draws of `value`, or None when it holds no styled tag."""
    parser = Drawn()
    parser.feed(value)
    parser.close()
    if not parser.tags & STYLED:
        return None
    return "".join(parser.parts)


def main():
    configs = aapt_strings.compiled(sys.argv[1])
    result = {}
    for config, strings in configs.items():
        for key, value in strings.items():
            entry = {"text": value}
            text = drawn(value)
            if text is not None:
                entry["drawn"] = text
            result.setdefault(config, {})[key] = entry
    json.dump(result, sys.stdout, ensure_ascii=False, sort_keys=True, indent=1)


if __name__ == "__main__":
    main()
