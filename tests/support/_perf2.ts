import { createEmptyActor } from 'xstate';
let t = performance.now();
for (let i = 0; i < 20000; i++) { const a = createEmptyActor(); a.system.inspect(() => {}); }
console.log('createEmptyActor x20000', (performance.now() - t).toFixed(0), 'ms');
