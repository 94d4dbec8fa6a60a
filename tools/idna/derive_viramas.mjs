#!/usr/bin/env node
// Writes Viramas-18.0.0.txt: the code points with Canonical_Combining_Class = Virama (9) in
// Unicode 18.0.0, which CheckJoiners (RFC 5892 Appendix A.1 and A.2) reads and neither the JDK nor
// IdnaMappingTable.txt / DerivedJoiningType.txt carries. Source: the reference implementation of
// UTS #46 that the WHATWG URL Standard's tests run against, the npm package tr46 7.0.0
// (lib/regexes.js, `combiningClassVirama`, generated there from Unicode 18.0.0's
// UnicodeData.txt; MIT licence, Copyright (c) Sebastian Mayr).
//
// It also checks, and exits non-zero on a difference:
//   * DerivedJoiningType-18.0.0.txt agrees on every code point with Joining_Type of the npm
//     package @unicode/unicode-18.0.0 (ArabicShaping.txt's values, U included, plus T for every
//     other code point of General_Category Mn, Me or Cf, as DerivedJoiningType.txt derives it): a second,
//     independent derivation of Unicode 18.0.0;
//   * every code point the 18.0.0 mapping table has as disallowed and Unicode 18.0.0 assigns has
//     Canonical_Combining_Class 0 by tr46's data, i.e. is not a virama or mark (printed counts).
//
// Run once by hand when the Unicode version moves (node 20+):
//   mkdir /tmp/idnaref && (cd /tmp/idnaref && npm install tr46@7.0.0 @unicode/unicode-18.0.0)
//   node tools/idna/derive_viramas.mjs /tmp/idnaref/node_modules \
//       uri-core/src/test/resources/org/urikit/idna > uri-core/src/test/resources/org/urikit/idna/Viramas-18.0.0.txt
// then run IdnaTableGenerator. Neither package is read by the build.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const [modules, resources] = process.argv.slice(2);
if (!modules || !resources) {
  console.error('usage: derive_viramas.mjs <node_modules> <uri-core test resources dir>');
  process.exit(2);
}
const require = createRequire(path.join(modules, 'x.js'));
const tr46Version = require(path.join(modules, 'tr46/package.json')).version;
if (tr46Version !== '7.0.0') {
  console.error('need tr46 7.0.0 (Unicode 18.0.0), got ' + tr46Version);
  process.exit(1);
}
const regexes = require(path.join(modules, 'tr46/lib/regexes.js'));
const unicode = path.join(modules, '@unicode/unicode-18.0.0');
const load = async (p) => (await import(pathToFileURL(path.join(unicode, p, 'regex.mjs')).href)).default;

const isVirama = (cp) => regexes.combiningClassVirama.test(String.fromCodePoint(cp));
let problems = 0;

// ranges of viramas
const lines = [];
for (let cp = 0; cp < 0x110000; cp++) {
  if (cp >= 0xD800 && cp <= 0xDFFF) continue;
  if (!isVirama(cp)) continue;
  let last = cp;
  while (last + 1 < 0x110000 && isVirama(last + 1)) last++;
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  lines.push(cp === last ? hex(cp) : hex(cp) + '..' + hex(last));
  cp = last;
}

// ranges of a "first..last ; value" file
function ranges(file) {
  const out = [];
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const data = raw.replace(/#.*/, '').trim();
    if (!data) continue;
    const f = data.split(';').map((s) => s.trim());
    const [a, b] = f[0].split('..');
    out.push([parseInt(a, 16), parseInt(b ?? a, 16), f[1], f[2] ?? '']);
  }
  return out;
}

// 1. DerivedJoiningType-18.0.0.txt against @unicode/unicode-18.0.0
const jt = new Array(0x110000).fill('U');
for (const [a, b, v] of ranges(path.join(resources, 'DerivedJoiningType-18.0.0.txt'))) {
  for (let cp = a; cp <= b; cp++) jt[cp] = v;
}
const names = { U: 'Non_Joining', D: 'Dual_Joining', R: 'Right_Joining', L: 'Left_Joining', C: 'Join_Causing', T: 'Transparent' };
const jtRegex = {};
for (const [k, n] of Object.entries(names)) jtRegex[k] = await load('Joining_Type/' + n);
// @unicode's Joining_Type is ArabicShaping.txt's; DerivedJoiningType.txt adds T for every other
// General_Category Mn, Me and Cf (UAX #9 / ArabicShaping.txt's header)
const transparentByCategory = [await load('General_Category/Nonspacing_Mark'),
  await load('General_Category/Enclosing_Mark'), await load('General_Category/Format')];
let joiningChecked = 0;
for (let cp = 0; cp < 0x110000; cp++) {
  if (cp >= 0xD800 && cp <= 0xDFFF) continue;
  const s = String.fromCodePoint(cp);
  let other = '';
  for (const k of Object.keys(names)) if (jtRegex[k].test(s)) other = k;
  if (other === '') other = transparentByCategory.some((r) => r.test(s)) ? 'T' : 'U';
  if (other !== jt[cp]) {
    if (problems++ < 20) console.error('Joining_Type of U+' + cp.toString(16) + ': file ' + jt[cp] + ', @unicode ' + other);
  }
  joiningChecked++;
}

// 2. disallowed but assigned code points: no virama, no mark
const unassigned = await load('General_Category/Unassigned');
const marks = await load('General_Category/Mark');
let disallowedAssigned = 0;
for (const [a, b, status] of ranges(path.join(resources, 'IdnaMappingTable-18.0.0.txt'))) {
  if (status !== 'disallowed') continue;
  for (let cp = a; cp <= b; cp++) {
    if (cp >= 0xD800 && cp <= 0xDFFF) continue;
    const s = String.fromCodePoint(cp);
    if (unassigned.test(s)) continue;
    disallowedAssigned++;
    if (isVirama(cp) || marks.test(s)) {
      console.error('disallowed U+' + cp.toString(16) + ' is a mark or virama');
      problems++;
    }
  }
}
console.error('viramas: ' + lines.length + ' ranges; Joining_Type agrees on ' + joiningChecked
    + ' code points; disallowed and assigned in 18.0.0, none a mark: ' + disallowedAssigned);
if (problems > 0) {
  console.error(problems + ' problems');
  process.exit(1);
}
console.log('# Viramas-18.0.0.txt: code points with Canonical_Combining_Class = Virama (9), Unicode 18.0.0, as');
console.log('# CheckJoiners (RFC 5892 Appendix A.1, A.2) reads them. Generated by tools/idna/derive_viramas.mjs');
console.log('# from the npm package tr46 7.0.0 (lib/regexes.js, combiningClassVirama; MIT licence, Copyright (c)');
console.log('# Sebastian Mayr, LICENSE-tr46.md); read by IdnaTableGenerator (uri-core tests).');
console.log('# Unicode data: Copyright (c) 1991-2025 Unicode, Inc., Unicode License v3, https://www.unicode.org/license.txt');
for (const l of lines) console.log(l);
