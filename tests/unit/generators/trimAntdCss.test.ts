import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdPrefixes } from '../../../generators/vite/antdStylesheet';
import { ownerOf, trimAntdCss } from '../../../generators/vite/trimAntdCss';

const PREFIXES = ['ant-btn', 'ant-input', 'ant-input-number', 'ant-select', 'ant-transfer', 'ant-tour'];
const USED = new Set(['ant-btn', 'ant-input', 'ant-select']);
const trim = (css: string) => trimAntdCss(css, PREFIXES, USED).replace(/\s+/g, ' ').trim();

describe('trimAntdCss: antd rules of components the console never renders go', () => {
  it.each([
    ['a rule of a used component stays', '.ant-btn{color:red}', '.ant-btn{color:red}'],
    ['a rule of an unused component goes', '.ant-transfer{color:red}', ''],
    ['a used component inside an unused one can match nothing, so it goes', '.ant-tour .ant-btn{color:red}', ''],
    ['a selector list keeps the selectors of used components only', '.ant-btn,.ant-tour-close{color:red}', '.ant-btn{color:red}'],
    ['a class of no known component (a shared motion) stays', '.ant-zoom-big-enter{opacity:0}', '.ant-zoom-big-enter{opacity:0}'],
    ['the longest prefix owns a class: input-number is not input', '.ant-input-number{width:90px}', ''],
    ['a sub-class of a used component stays', '.ant-input-affix-wrapper{display:flex}', '.ant-input-affix-wrapper{display:flex}'],
    ['keyframes stay', '@keyframes antTourIn{from{opacity:0}to{opacity:1}}', '@keyframes antTourIn{from{opacity:0}to{opacity:1}}'],
    ['an at-rule left empty goes', '@media (max-width:575px){.ant-transfer{display:block}}', ''],
    ['rules without antd classes stay', ':root{--console-gap:8px}', ':root{--console-gap:8px}'],
    ["the variables of antd's own build-time theme scopes go", '.css-var-_R_0_{--ant-color-primary:#1677ff}', ''],
    ['a class that merely ends in css-var stays', '.ant-btn-css-var{font-size:14px}', '.ant-btn-css-var{font-size:14px}'],
  ])('%s', (_sentence, css, expected) => {
    expect(trim(css)).toBe(expected);
  });

  it.each([
    ['ant-input-number-handler', 'ant-input-number'],
    ['ant-input', 'ant-input'],
    ['ant-inputs', undefined],
    ['ant-zoom-big', undefined],
  ])('%s belongs to %s', (cls, owner) => {
    expect(ownerOf(cls, PREFIXES)).toBe(owner);
  });
});

describe("antdPrefixes: each component folder's class prefixes, read from antd's code", () => {
  const prefixes = antdPrefixes(join(dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es'));

  it.each([
    ['button', 'ant-btn'],
    ['select', 'ant-select'],
    ['input-number', 'ant-input-number'],
    // Pagination draws its page-size picker with Select's classes.
    ['pagination', 'ant-select'],
  ])('the %s folder asks for %s', (folder, prefix) => {
    expect(prefixes.get(folder)?.has(prefix)).toBe(true);
  });
});
