// Compile the Python sources of a zip archive to bytecode, in the very Pyodide the page runs
// (run by scripts/stdlib.py; needs Node.js).
//
//   node scripts/pycompile.mjs PYODIDE_DIR IN_ZIP OUT_ZIP PREFIX
//
// Every `name.py` of IN_ZIP becomes `name.pyc` in OUT_ZIP (a sourceless module: Python's zip
// importer loads it without compiling anything), compiled by Pyodide's own CPython, so the
// bytecode's version (its "magic number") is the one the page's interpreter expects. The code
// objects carry PREFIX + name as their file name (tracebacks name the module's place in the
// archive). Without column positions (PYTHONNODEBUGRANGES: a traceback still names the line)
// and, but in Pyodide's own packages, without docstrings and asserts: 1.23 MB for the page's
// standard library, 2.09 MB with both. Other entries are copied as they are; order, attributes
// and the fixed timestamps are kept, so the output is the same for the same input. Prints one
// JSON line: {"compiled", "bytes"}.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, inZip, outZip, prefix] = process.argv.slice(2);
if (!prefix) {
  console.error("usage: node pycompile.mjs PYODIDE_DIR IN_ZIP OUT_ZIP PREFIX");
  process.exit(2);
}
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL, stdout: () => {}, stderr: (s) => console.error(s),
                                    env: { PYTHONNODEBUGRANGES: "1" } });
pyodide.globals.set("SOURCE", pyodide.toPy(new Uint8Array(fs.readFileSync(inZip))));
pyodide.globals.set("PREFIX", prefix);
const compiled = pyodide.runPython(`
import io, zipfile
from importlib._bootstrap_external import _code_to_timestamp_pyc

source = zipfile.ZipFile(io.BytesIO(bytes(SOURCE)))
out = io.BytesIO()
count = 0
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    for info in source.infolist():
        data, name = source.read(info), info.filename
        if name.endswith(".py"):
            # Without docstrings (and asserts), as "python -OO" runs the standard library, except
            # Pyodide's own packages, which turn docstrings into the JS API's documentation.
            own = name.startswith(("pyodide/", "_pyodide/"))
            code = compile(data, PREFIX + name, "exec", dont_inherit=True, optimize=0 if own else 2)
            # Source mtime and size 0: there is no source beside it to check against.
            data, name = bytes(_code_to_timestamp_pyc(code, 0, 0)), name + "c"
            count += 1
        entry = zipfile.ZipInfo(name, date_time=info.date_time)
        entry.external_attr = info.external_attr
        z.writestr(entry, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
del SOURCE
(count, out.getvalue())
`).toJs();
const [count, body] = compiled;
fs.writeFileSync(outZip, body);
console.log(JSON.stringify({ compiled: count, bytes: body.length }));
