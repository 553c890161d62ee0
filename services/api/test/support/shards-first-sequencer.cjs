/** Jest's own order (failed first, then the slowest known, then the largest), with the shards ahead. */
const Sequencer = require('@jest/test-sequencer').default;

class ShardsFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const isShard = (test) => test.path.endsWith('.shard.ts');
    return [...sorted.filter(isShard), ...sorted.filter((test) => !isShard(test))];
  }
}

module.exports = ShardsFirstSequencer;
