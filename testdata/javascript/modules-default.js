export default {a: 1}
