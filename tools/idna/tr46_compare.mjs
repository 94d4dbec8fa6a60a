#!/usr/bin/env node
// Writes the answers of the URL Standard's reference implementation of UTS #46, the npm package
// tr46 7.0.0 (Unicode 18.0.0), for a corpus of names, one JSON array per line:
//   [name, toASCII or null, toUnicode, toUnicode error]
// with the options of the URL Standard's "domain to ASCII" (beStrict = false): CheckHyphens false,
// CheckBidi true, CheckJoiners true, UseSTD3ASCIIRules false, Transitional_Processing false,
// VerifyDnsLength false, IgnoreInvalidPunycode false. Tr46Comparison (uri-core tests) reads the
// file and compares Uts46.whatwg() with it.
//
// The corpus (seeded, the same on every run):
//   * every source of IdnaTestV2-17.0.0.txt, every input of WPT's IdnaTestV2.json and toascii.json;
//   * every code point U+0080..U+10FFFF the 18.0.0 table does not disallow, as "<cp>a.b" and "a<cp>.b";
//   * the hosts of the URL corpus files given (one URL per line), if any;
//   * 20,000 (--fixture: 8,000) seeded random names built from code points that exercise mapping, NFC, CONTEXTJ,
//     the Bidi rule and Punycode.
//
//   mkdir /tmp/idnaref && (cd /tmp/idnaref && npm install tr46@7.0.0)
//   node tools/idna/tr46_compare.mjs /tmp/idnaref/node_modules uri-core/src/test/resources/org/urikit/idna \
//       /tmp/tr46.jsonl [urls.txt ...]
//   java -cp uri-core/target/test-classes:uri-core/target/classes org.urikit.idna.Tr46Comparison /tmp/tr46.jsonl
// and, for the committed fixture (IdnaTestV2, WPT and the seeded names only, gzipped; read by Tr46AgreementTest):
//   node tools/idna/tr46_compare.mjs --fixture /tmp/idnaref/node_modules uri-core/src/test/resources/org/urikit/idna \
//       uri-core/src/test/resources/org/urikit/idna/tr46-7.0.0.jsonl.gz
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const args = process.argv.slice(2);
// --fixture: no per-code-point names and no URL files, gzipped: the corpus committed for Tr46AgreementTest
const fixture = args[0] === '--fixture';
const [modules, resources, out, ...urlFiles] = fixture ? args.slice(1) : args;
if (!modules || !resources || !out) {
  console.error('usage: tr46_compare.mjs <node_modules> <uri-core idna test resources> <out.jsonl> [urls.txt ...]');
  process.exit(2);
}
const require = createRequire(path.join(modules, 'x.js'));
const version = require(path.join(modules, 'tr46/package.json')).version;
if (version !== '7.0.0') {
  console.error('need tr46 7.0.0, got ' + version);
  process.exit(1);
}
const tr46 = require(path.join(modules, 'tr46'));
const options = {
  checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: false,
  transitionalProcessing: false, verifyDNSLength: false, ignoreInvalidPunycode: false,
};

const names = [];
const seen = new Set();
const add = (n) => {
  if (!seen.has(n)) {
    seen.add(n);
    names.push(n);
  }
};

// IdnaTestV2 sources: \uXXXX and \x{X...} escapes
const unescape = (s) => s.replace(/\\u([0-9A-Fa-f]{4})|\\x\{([0-9A-Fa-f]+)\}/g,
  (m, u, x) => (u ? String.fromCharCode(parseInt(u, 16)) : String.fromCodePoint(parseInt(x, 16))));
for (const raw of readFileSync(path.join(resources, 'IdnaTestV2-17.0.0.txt'), 'utf8').split('\n')) {
  const data = raw.replace(/#.*/, '');
  if (!data.trim()) continue;
  const source = data.split(';')[0].trim();
  add(source === '""' ? '' : unescape(source));
}
for (const file of ['IdnaTestV2.json', 'toascii.json']) {
  for (const c of JSON.parse(readFileSync(path.join(resources, file), 'utf8'))) {
    if (typeof c === 'object') add(c.input);
  }
}

// every code point the table does not disallow
const allowed = [];
for (const raw of readFileSync(path.join(resources, 'IdnaMappingTable-18.0.0.txt'), 'utf8').split('\n')) {
  const data = raw.replace(/#.*/, '').trim();
  if (!data) continue;
  const f = data.split(';').map((s) => s.trim());
  if (f[1] === 'disallowed') continue;
  const [a, b] = f[0].split('..').map((h) => parseInt(h, 16));
  for (let cp = Math.max(a, 0x80); cp <= (b ?? a); cp++) allowed.push(cp);
}
for (const cp of fixture ? [] : allowed) {
  const c = String.fromCodePoint(cp);
  add(c + 'a.b');
  add('a' + c + '.b');
}

// hosts of URL corpus files
for (const file of urlFiles) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const s = line.indexOf('://');
    if (s < 0) continue;
    let host = line.substring(s + 3);
    for (const stop of ['/', '?', '#']) {
      const i = host.indexOf(stop);
      if (i >= 0) host = host.substring(0, i);
    }
    host = host.substring(host.lastIndexOf('@') + 1);
    const colon = host.lastIndexOf(':');
    if (colon >= 0 && !host.startsWith('[')) host = host.substring(0, colon);
    if (host && !host.startsWith('[')) add(host);
  }
}

// seeded random names (xorshift32)
let state = 0x2545F491;
const next = (n) => {
  state ^= state << 13; state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5; state >>>= 0;
  return state % n;
};
const pools = [
  'abcdefghijklmnopqrstuvwxyz0123456789-', 'ABCXYZ', '.\u3002\uFF0E\uFF61',
  '\u200C\u200D', '\u094D\u0915\u0937\u09CD\u0995\u0D4D\u0D15' + String.fromCodePoint(0x113D0, 0x11390),
  '\u0628\u0627\u0644\u0645\u064A\u0640\u0644\u06CC\u0647\u0629\u0660\u0661\u06F0\u06F1',
  '\u05D0\u05D1\u05D2\u05B0\u05B4\u05BE', '\u0300\u0301\u0308\u0327\u0334\u0345\u05B0\u093C',
  'e\u00E9\u00DF\u03C2\u1E9E\u03A3\u0130\u0131\u212B\u2126\u00C5\u1E00', '\u10A0\u10C5\u10C7\u1C90\u1CBF\u2D00\u10D0\u04C0\u04CF',
  '\u180E\u206B\u3164\uFFA0\u115F\u00AD\u200B\u2060\uFE0F', '\u1100\u1161\u11A8\uAC00\uAC01', '\u2474\u2488\uFF21\uFF41\u2100\u33C6\u00BD',
  '\u4E00\u3042\u30A2\u0E01\u0E31\u0E49\u0410\u0430\u0391\u03B1',
];
const supplementary = [0x1F600, 0x1D400, 0x10A3F, 0x113D0, 0x1612F, 0x1E900, 0x1E922, 0x10D30, 0x20000, 0x1F1E6];
for (let i = 0; i < (fixture ? 8000 : 20000); i++) {
  let s = '';
  const len = 1 + next(14);
  for (let j = 0; j < len; j++) {
    if (next(12) === 0) {
      s += String.fromCodePoint(supplementary[next(supplementary.length)]);
    } else {
      const pool = pools[next(pools.length)];
      const chars = Array.from(pool);
      s += chars[next(chars.length)];
    }
  }
  if (next(5) === 0) {
    // an xn-- label made from a random Unicode label
    const label = Array.from(s).filter((c) => c !== '.' && c !== '\u3002' && c !== '\uFF0E' && c !== '\uFF61').join('');
    try {
      s = 'xn--' + require(path.join(modules, 'punycode')).encode(label) + '.' + s;
    } catch {
      // lone surrogates cannot be encoded
    }
  }
  add(s);
}

const lines = [];
for (const name of names) {
  const ascii = tr46.toASCII(name, options);
  const uni = tr46.toUnicode(name, options);
  lines.push(JSON.stringify([name, ascii, uni.domain, uni.error]));
}
writeFileSync(out, fixture ? gzipSync(lines.join('\n') + '\n', { level: 9 }) : lines.join('\n') + '\n');
console.error('tr46 ' + version + ': ' + names.length + ' names written to ' + out);
