import type { Plugin } from 'vite';
import { plantedRule } from './plantedRules.ts';
import { plantedView } from './plantedViews.ts';

/**
 * With PLANT=<id> (a wrong rule of tests/planted/plantedRules.ts or a wrong view of
 * plantedViews.ts), swaps that one piece of source while Vite loads the file, so a plant never
 * touches the working tree and runs can go side by side. Without PLANT it does nothing.
 */
export function plantPlugin(): Plugin {
  const plant = plantedRule(process.env.PLANT) ?? plantedView(process.env.PLANT);
  if (process.env.PLANT && !plant) throw new Error(`PLANT=${process.env.PLANT}: no such plant in tests/planted/plantedRules.ts or plantedViews.ts`);
  return {
    name: 'planted-rule',
    enforce: 'pre',
    transform(code, id) {
      if (!plant || !id.split('?')[0]!.endsWith(plant.file)) return null;
      const at = code.indexOf(plant.find);
      if (at < 0 || code.indexOf(plant.find, at + 1) >= 0) throw new Error(`plant ${plant.id}: its text is not found exactly once in ${plant.file}`);
      return { code: code.slice(0, at) + plant.replace + code.slice(at + plant.find.length), map: null };
    },
  };
}
