/// The page's style sheet: a plain responsive layout that prints well.
enum ReportStyle {
    static let css = """
        :root { --ok: #1a7f37; --warning: #9a6700; --error: #cf222e; --line: #d0d7de; --muted: #57606a;
          --fallback: ui-sans-serif, system-ui, sans-serif; }
        * { box-sizing: border-box; }
        body { font: 15px/1.45 var(--fallback); margin: 0 auto; max-width: 76rem; padding: 1rem; color: #1f2328; }
        h1 { font-size: 1.6rem; margin: 0 0 .5rem; } h2 { margin-top: 2rem; border-bottom: 1px solid var(--line); }
        h3 { margin: 1.2rem 0 .4rem; }
        code, .mono { font-family: ui-monospace, monospace; font-size: .9em; }
        dl.summary { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: 0; }
        dl.summary dt { color: var(--muted); } dl.summary dd { margin: 0; }
        .counts span { margin-right: 1rem; font-weight: 600; }
        .count-error { color: var(--error); } .count-warning { color: var(--warning); } .count-note { color: var(--muted); }
        nav a { margin-right: 1rem; }
        nav.language-index { margin-top: .4rem; line-height: 1.8; display: flex; flex-wrap: wrap; column-gap: .6rem; }
        nav.language-index a { margin-right: 0; white-space: nowrap; }
        .base { color: var(--muted); font-weight: normal; }
        .finding .also { display: block; color: var(--muted); font-size: .85em; }
        .index-error { color: var(--error); font-weight: 600; } .index-warning { color: var(--warning); }
        .language { margin-bottom: 1.5rem; }
        details.language-cells > summary, details.language-strings > summary, details.language-findings > summary { cursor: pointer; }
        details.language-cells > summary h3, details.language-strings > summary h3, details.language-findings > summary h3 {
          display: inline; margin: 0; }
        details.language-strings, details.language-findings { margin: .3rem 0; }
        .slot-status.note, .slot-status.items { color: var(--muted); }
        .language:has(> details) { margin-bottom: .3rem; } details.language-cells[open] { margin-bottom: 1.2rem; }
        .slot-statuses { font-size: .8rem; font-weight: normal; margin-left: .8rem; }
        .slot-status { margin-right: .5rem; color: var(--ok); } .slot-status.warning { color: var(--warning); }
        .slot-status.error { color: var(--error); }
        .cells { display: grid; grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr)); gap: .6rem; }
        .cell { border: 1px solid var(--line); border-left: 6px solid var(--ok); border-radius: 6px; padding: .5rem .7rem;
          break-inside: avoid; min-width: 0; }
        .cell[data-status="warning"] { border-left-color: var(--warning); }
        .cell[data-status="error"] { border-left-color: var(--error); }
        .cell-head { display: flex; gap: .6rem; align-items: baseline; flex-wrap: wrap; }
        .slot { font-weight: 700; } .fallback { color: var(--warning); font-family: ui-monospace, monospace; }
        .badge { margin-left: auto; font-size: .8rem; padding: 0 .4rem; border-radius: 1rem; color: #fff;
          background: var(--ok); text-decoration: none; }
        .badge.warning { background: var(--warning); } .badge.error { background: var(--error); }
        .specimen { font-size: 1.25rem; line-height: 1.4; margin: .3rem 0; overflow-wrap: anywhere; font-synthesis: none; }
        .specimen-group { margin: .3rem 0; }
        .specimen-label { display: block; color: var(--muted); font-size: .75rem; }
        .specimen.compact { max-height: 12rem; overflow-y: auto; word-break: break-all; }
        .level { color: var(--muted); }
        .font, .coverage { margin: .2rem 0; color: var(--muted); font-size: .85rem; overflow-wrap: anywhere; }
        .tofu { font-family: var(--fallback) !important; font-weight: 400; font-style: normal;
          outline: 2px solid var(--error); outline-offset: 1px; background: #ffebe9; }
        .clipped { display: inline-block; vertical-align: baseline; overflow: visible; font-size: 3em; margin: .2rem .1rem;
          outline: 2px dashed var(--warning); outline-offset: 0; background: #fff8c5; }
        ul.findings { list-style: none; padding: 0; }
        ul.findings li { padding: .3rem 0; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
        .severity { font-weight: 700; text-transform: uppercase; font-size: .75rem; margin-right: .4rem; }
        .severity.error { color: var(--error); } .severity.warning { color: var(--warning); } .severity.note { color: var(--muted); }
        .platform { font-size: .8rem; padding: 0 .3rem; border: 1px solid var(--muted); border-radius: .2rem; }
        .location { display: block; color: var(--muted); font-size: .85rem; }
        .string { border: 1px solid var(--line); border-radius: 6px; padding: .5rem .7rem; margin: .5rem 0; break-inside: avoid; }
        .string .rendering { font-size: 1.35rem; margin: .2rem 1.5rem .2rem 0; font-synthesis: none; overflow-wrap: anywhere;
          display: inline-block; vertical-align: top; max-width: 100%; }
        .string ul.findings { margin: .3rem 0 0; font-size: .9em; }
        .string .rendering .slot-label { font: .75rem var(--fallback); color: var(--muted); margin-right: .75rem; }
        .string .rendering[dir="rtl"] .slot-label { margin-right: 0; margin-left: .75rem; }
        .line-boxes { display: inline-flex; align-items: flex-end; gap: .25rem; margin-left: 1rem; vertical-align: bottom;
          font-weight: normal; }
        .line-box { display: inline-block; padding: 0 .2rem; overflow: hidden; white-space: nowrap; font-synthesis: none;
          background: #eaeef2; color: #1f2328; }
        .line-box[data-role="language"] { background: #ddf4ff; }
        .line-boxes.mismatch .line-box[data-role="language"] { background: #fff8c5; }
        .line-box-label { font-size: .75rem; color: var(--muted); align-self: center; }
        #growth summary { cursor: pointer; color: var(--muted); }
        .growth { border-bottom: 1px solid var(--line); padding: .3rem 0; }
        .growth-head { margin: 0; font-size: .9rem; } .growth-head .location { display: inline; margin-left: .5rem; }
        .growth-line { margin: .1rem 0; white-space: nowrap; overflow-x: auto; }
        .growth-line .slot-label { display: inline-block; width: 3.5rem; font: .75rem var(--fallback); color: var(--muted); }
        .growth-text { font-size: 1.35rem; font-synthesis: none; }
        table.resolver { border-collapse: collapse; width: 100%; }
        table.resolver td, table.resolver th { border-bottom: 1px solid var(--line); padding: .3rem .4rem; text-align: left;
          vertical-align: top; overflow-wrap: anywhere; }
        table.resolver .sample { font-size: 1.2rem; font-synthesis: none; }
        details ol { margin: .3rem 0; padding-left: 1.2rem; font-size: .85rem; color: var(--muted); }
        @media (max-width: 40rem) {
          body { padding: .5rem; } .specimen { font-size: 1.15rem; }
          table.resolver th:nth-child(3), table.resolver td:nth-child(3) { display: none; }
        }
        @media print {
          body { max-width: none; font-size: 11pt; } nav { display: none; } a { color: inherit; text-decoration: none; }
          .badge { border: 1px solid #000; color: #000; background: none; }
          h2 { break-after: avoid; } .language, .string, tr { break-inside: avoid; }
        }
        """
}
