import type { Locator, Page } from '@playwright/test';

/**
 * A day's hours box on the time sheet, "Monday hours, project 1". On an office holiday its label goes on
 * " (office holiday: Christmas Day (observed))": the box is found either way, so a spec's week may hold a holiday
 * whatever the date it runs on.
 */
export function hoursBox(scope: Page | Locator, day: string, project = 1): Locator {
  return scope.getByRole('spinbutton', {
    name: new RegExp(`^${day} hours, project ${project}( \\(office holiday: .+\\))?$`),
  });
}
