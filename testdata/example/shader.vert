layout(location=1) in vec2 b;
void main() { x = b; }
