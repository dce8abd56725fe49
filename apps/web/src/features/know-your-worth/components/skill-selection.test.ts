import { SKILL_CATALOGUE } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import {
  ALL_SKILLS,
  isSelectionComplete,
  normaliseYears,
  skillSelectionReducer,
  skillState,
  toCandidateSkills,
  type SkillRef,
  type SkillSelection,
} from './skill-selection';

const pyspark: SkillRef = { category: 'Programming Languages', skill: 'PySpark' };
const devopsJenkins: SkillRef = { category: 'Devops', skill: 'Jenkins' };
const othersJenkins: SkillRef = { category: 'Others', skill: 'Jenkins' };

const apply = (...actions: Parameters<typeof skillSelectionReducer>[1][]) =>
  actions.reduce<SkillSelection>(skillSelectionReducer, {});

describe('skill selection (docs/product.md#forms)', () => {
  it('lists every skill of the 8 categories, the repeated Jenkins and Git once per category', () => {
    expect(ALL_SKILLS).toHaveLength(SKILL_CATALOGUE.reduce((sum, group) => sum + group.skills.length, 0));
    expect(ALL_SKILLS.filter((ref) => ref.skill === 'Jenkins').map((ref) => ref.category)).toEqual([
      'Devops',
      'Others',
    ]);
  });

  it('ticking reveals an empty, unwarned years box; unticking clears years and warning', () => {
    let selection = apply({ type: 'toggle', ref: pyspark, ticked: true });
    expect(skillState(selection, pyspark)).toEqual({ ticked: true, years: '', warning: false });
    selection = skillSelectionReducer(selection, { type: 'validate' });
    expect(skillState(selection, pyspark).warning).toBe(true);
    selection = skillSelectionReducer(selection, { type: 'toggle', ref: pyspark, ticked: false });
    expect(skillState(selection, pyspark)).toEqual({ ticked: false, years: '', warning: false });
  });

  it('entering a value clears the warning; emptying it or less than one year shows it', () => {
    let selection = apply({ type: 'toggle', ref: pyspark, ticked: true }, { type: 'validate' });
    selection = skillSelectionReducer(selection, { type: 'years', ref: pyspark, raw: '3' });
    expect(skillState(selection, pyspark)).toMatchObject({ years: '3', warning: false });
    selection = skillSelectionReducer(selection, { type: 'years', ref: pyspark, raw: '' });
    expect(skillState(selection, pyspark).warning).toBe(true);
    selection = skillSelectionReducer(selection, { type: 'years', ref: pyspark, raw: '0' });
    expect(skillState(selection, pyspark).warning).toBe(true);
  });

  it('clears non-numeric input', () => {
    expect(normaliseYears('abc')).toBe('');
    expect(normaliseYears('-2')).toBe('');
    expect(normaliseYears('1e3')).toBe('');
    expect(normaliseYears('2.5')).toBe('2.5');
    expect(normaliseYears('12')).toBe('12');
  });

  it('is complete only when every ticked skill has its years, and at least one is ticked', () => {
    expect(isSelectionComplete({})).toBe(false);
    const ticked = apply(
      { type: 'toggle', ref: pyspark, ticked: true },
      { type: 'toggle', ref: othersJenkins, ticked: true },
      { type: 'years', ref: pyspark, raw: '4' },
    );
    expect(isSelectionComplete(ticked)).toBe(false);
    const complete = skillSelectionReducer(ticked, { type: 'years', ref: othersJenkins, raw: '2' });
    expect(isSelectionComplete(complete)).toBe(true);
    expect(skillState(complete, devopsJenkins).ticked).toBe(false);
    expect(toCandidateSkills(complete)).toEqual([
      { pro_skills: 'PySpark', pro_YrsExp: 4, pro_category: 'Programming Languages' },
      { pro_skills: 'Jenkins', pro_YrsExp: 2, pro_category: 'Others' },
    ]);
    expect(skillSelectionReducer(complete, { type: 'reset' })).toEqual({});
  });
});
