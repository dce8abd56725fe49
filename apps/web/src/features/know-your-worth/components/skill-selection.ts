import {
  EXPERIENCE_MIN_YEARS,
  SKILL_CATALOGUE,
  type CandidateLead,
  type SkillCategory,
} from '@smartmove/contract';

/** One skill row of the accordion: a category may repeat a name another category has (Jenkins, Git). */
export interface SkillRef {
  category: SkillCategory;
  skill: string;
}

export interface SkillState {
  ticked: boolean;
  /** What the years box holds; "" when empty. */
  years: string;
  /** "Enter Experience" is shown. */
  warning: boolean;
}

export type SkillSelection = Record<string, SkillState>;

export const skillKey = ({ category, skill }: SkillRef) => `${category}/${skill}`;

export const ALL_SKILLS: SkillRef[] = SKILL_CATALOGUE.flatMap((group) =>
  group.skills.map((skill) => ({ category: group.category, skill })),
);

const UNTICKED: SkillState = { ticked: false, years: '', warning: false };

export function skillState(selection: SkillSelection, ref: SkillRef): SkillState {
  return selection[skillKey(ref)] ?? UNTICKED;
}

/** Years typed so far: digits with an optional decimal part; anything else clears the box (docs/product.md#validation). */
export function normaliseYears(raw: string): string {
  return /^\d{1,2}(\.\d{0,2})?$/.test(raw) ? raw : '';
}

/** A years value that counts as experience: a number of at least one year. */
export function hasExperience(years: string): boolean {
  const value = Number(years);
  return years !== '' && Number.isFinite(value) && value >= EXPERIENCE_MIN_YEARS;
}

export type SkillAction =
  | { type: 'toggle'; ref: SkillRef; ticked: boolean }
  | { type: 'years'; ref: SkillRef; raw: string }
  | { type: 'validate' }
  | { type: 'reset' };

/** Spec section 4, skill selection: tick reveals the years box, untick clears it and its warning, ... */
export function skillSelectionReducer(selection: SkillSelection, action: SkillAction): SkillSelection {
  switch (action.type) {
    case 'toggle':
      return { ...selection, [skillKey(action.ref)]: { ticked: action.ticked, years: '', warning: false } };
    case 'years': {
      const years = normaliseYears(action.raw);
      const current = skillState(selection, action.ref);
      return { ...selection, [skillKey(action.ref)]: { ...current, years, warning: !hasExperience(years) } };
    }
    case 'validate':
      return Object.fromEntries(
        Object.entries(selection).map(([key, state]) => [
          key,
          state.ticked ? { ...state, warning: !hasExperience(state.years) } : state,
        ]),
      );
    case 'reset':
      return {};
  }
}

export function tickedSkills(selection: SkillSelection): SkillRef[] {
  return ALL_SKILLS.filter((ref) => skillState(selection, ref).ticked);
}

/** Submit proceeds only when at least one skill is ticked and every ticked skill has its years. */
export function isSelectionComplete(selection: SkillSelection): boolean {
  const ticked = tickedSkills(selection);
  const filled = ticked.filter((ref) => hasExperience(skillState(selection, ref).years));
  return ticked.length > 0 && ticked.length === filled.length;
}

/** The candidateSkills of the AddCandidateLead payload, in catalogue order. */
export function toCandidateSkills(selection: SkillSelection): CandidateLead['candidateSkills'] {
  return tickedSkills(selection).map((ref) => ({
    pro_skills: ref.skill,
    pro_YrsExp: Number(skillState(selection, ref).years),
    pro_category: ref.category,
  }));
}
