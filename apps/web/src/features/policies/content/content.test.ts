import { describe, expect, it } from 'vitest';
import { isPolicyDocId, POLICY_DOCS } from '../policy-docs';
import { enPolicies } from './en';
import { koPolicies } from './ko';
import { parseInline } from './parse-inline';
import type { PolicyBlock, PolicyLibrary } from './types';

const libraries: Record<string, PolicyLibrary> = { en: enPolicies, ko: koPolicies };

/** Every piece of text in a block, so the checks below see lists and terms too. */
function blockTexts(block: PolicyBlock): string[] {
  if (typeof block === 'string') return [block];
  if ('list' in block) return [...block.list];
  if ('steps' in block) return [...block.steps];
  if ('flow' in block) return [...block.flow];
  if ('terms' in block) return block.terms.flatMap(({ term, description }) => [term, description]);
  return [block.note];
}

describe('policy documents', () => {
  it('knows exactly the documents of the route', () => {
    expect(isPolicyDocId('terms')).toBe(true);
    expect(isPolicyDocId('white-paper')).toBe(true);
    expect(isPolicyDocId('cookies')).toBe(false);
    expect(isPolicyDocId(undefined)).toBe(false);
  });

  for (const [language, library] of Object.entries(libraries)) {
    describe(language, () => {
      it('has every document, dated and with text', () => {
        expect(Object.keys(library).sort()).toEqual([...POLICY_DOCS].sort());
        for (const doc of POLICY_DOCS) {
          const policy = library[doc];
          expect(policy.title, doc).not.toBe('');
          expect(policy.summary, doc).not.toBe('');
          expect(policy.updated, doc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(policy.sections.length, doc).toBeGreaterThan(0);
        }
      });

      it('gives sections unique anchors and links only to store pages that exist', () => {
        for (const doc of POLICY_DOCS) {
          const ids = library[doc].sections.map((section) => section.id);
          expect(new Set(ids).size, doc).toBe(ids.length);
          for (const section of library[doc].sections) {
            expect(section.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
            expect(section.heading, section.id).not.toBe('');
            for (const text of section.blocks.flatMap(blockTexts)) {
              expect(text.trim(), `${doc}#${section.id}`).not.toBe('');
              for (const part of parseInline(text)) {
                if (part.kind !== 'link' || !part.to.startsWith('/policies/')) continue;
                expect(isPolicyDocId(part.to.slice('/policies/'.length)), part.to).toBe(true);
              }
            }
          }
        }
      });

      it('describes the review states and visibility of the white paper', () => {
        const text = library['white-paper'].sections
          .flatMap((section) => section.blocks.flatMap(blockTexts))
          .join('\n');
        for (const state of [
          'PREPARE_FOR_SUBMISSION',
          'IN_REVIEW',
          'READY_FOR_OPEN',
          'REJECTED',
          'REJECTED_UPDATE',
          'LISTING',
          'UNLISTED',
          'TRUSTED_TESTER',
        ]) {
          expect(text).toContain(`\`${state}\``);
        }
      });
    });
  }

  it('uses the same sections in both languages, so anchors survive a language switch', () => {
    for (const doc of POLICY_DOCS) {
      const en = enPolicies[doc].sections.map((section) => section.id);
      const ko = koPolicies[doc].sections.map((section) => section.id);
      expect(ko, doc).toEqual(en);
    }
  });
});
