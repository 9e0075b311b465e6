export default class {}
export {x as y, default as z, w as 'string name'} from 'm'
