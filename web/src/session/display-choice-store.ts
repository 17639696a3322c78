import { type DisplayChoice, isDisplayChoice } from '@crossbay/contract/display-currency';
import { create } from 'zustand';

// A visitor's choice stays on this device; a buyer's is also kept on his account (user info).
const CHOICE_KEY = 'crossbay.display-currency';

function readChoice(): DisplayChoice | null {
  try {
    const saved = globalThis.localStorage?.getItem(CHOICE_KEY);
    return isDisplayChoice(saved) ? saved : null;
  } catch {
    return null;
  }
}

type DisplayChoiceState = { choice: DisplayChoice | null; choose: (choice: DisplayChoice) => void };

export const useDisplayChoice = create<DisplayChoiceState>()((set) => ({
  choice: readChoice(),
  choose: (choice) => {
    try {
      localStorage.setItem(CHOICE_KEY, choice);
    } catch {
      // Storage refused: the choice holds until the page is left.
    }
    set({ choice });
  },
}));
