#!/usr/bin/env python3
"""Moves translated messages from one context of Qt Linguist .ts files to another, keeping their
translations (a tr() call moved to another class: lupdate alone would drop the old ones and ask
for the new ones again). Usage: move_ts_context.py FROM TO 'source' ... -- FILE.ts ..."""
import re, sys, html

def main(argv):
    sep = argv.index('--')
    old, new, sources, files = argv[0], argv[1], argv[2:sep], argv[sep + 1:]
    wanted = {html.escape(s, quote=False).replace("'", "&apos;").replace('"', "&quot;") for s in sources}
    for path in files:
        text = open(path, encoding='utf-8').read()
        contexts = list(re.finditer(r'<context>\n\s*<name>([^<]*)</name>\n(.*?)</context>\n', text, re.S))
        moved = []
        def strip(match):
            if match.group(1) != old:
                return match.group(0)
            body = match.group(2)
            keep = []
            for message in re.finditer(r'\s*<message[^>]*>.*?</message>\n', body, re.S):
                source = re.search(r'<source>(.*?)</source>', message.group(0), re.S).group(1)
                (moved if source in wanted else keep).append(message.group(0))
            return '<context>\n    <name>%s</name>\n%s</context>\n' % (old, ''.join(keep).lstrip('\n'))
        text = re.sub(r'<context>\n\s*<name>([^<]*)</name>\n(.*?)</context>\n', strip, text, flags=re.S)
        if not moved:
            continue
        existing = re.search(r'(<context>\n\s*<name>%s</name>\n)' % re.escape(new), text)
        block = ''.join(moved)
        if existing:
            text = text[:existing.end()] + block.lstrip('\n') + text[existing.end():]
        else:
            text = text.replace('</TS>', '<context>\n    <name>%s</name>\n%s</context>\n</TS>' % (new, block.lstrip('\n')))
        open(path, 'w', encoding='utf-8').write(text)
        print(path, len(moved), 'moved')

main(sys.argv[1:])
