/** A job's skills, its comma-separated list, as chips. */
export function SkillChips({ skills, label }: { skills: string; label?: string }) {
  return (
    <ul className="skill-chips" aria-label={label}>
      {skills
        .split(',')
        .map((skill) => skill.trim())
        .filter(Boolean)
        .map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
    </ul>
  );
}
